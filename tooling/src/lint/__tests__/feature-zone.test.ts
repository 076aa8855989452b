import { execFileSync } from 'node:child_process';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

type Case = { file: string; source: string };

/** The repository's own lint configuration run on sources that exist only in memory, in one ESLint process. */
function lint(cases: Case[]): string[][] {
  const script = `
    const { ESLint } = require('eslint');
    (async () => {
      const eslint = new ESLint({ cwd: process.cwd() });
      const out = [];
      for (const { file, source } of JSON.parse(process.argv[1])) {
        const [result] = await eslint.lintText(source, { filePath: file });
        out.push(result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message));
      }
      process.stdout.write(JSON.stringify(out));
    })();`;
  const output = execFileSync(process.execPath, ['-e', script, JSON.stringify(cases)], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return JSON.parse(output) as string[][];
}

const use = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;
const FEATURE = /A feature may not import another feature's files/;

describe('the features lint zone', () => {
  const results = lint([
    {
      file: 'remote-provider/src/features/quotes/components/quote-form.tsx',
      source: use('../../businesses/api/get-business.ts'),
    },
    { file: 'remote-provider/src/features/quotes/quote-form.tsx', source: use('../businesses/index.ts') },
    {
      file: 'remote-organizer/src/features/bookings/hooks/use-booking.ts',
      source: use('../../../features/events/api/get-event.ts'),
    },
    { file: 'remote-provider/src/features/quotes/components/quote-form.tsx', source: use('../hooks/use-quote.ts') },
    { file: 'remote-shell/src/features/header/components/header.tsx', source: use('../../../assets/logo.svg') },
    {
      file: 'remote-provider/src/routes/quote-screen.tsx',
      source: use('../features/quotes/components/quote-form.tsx'),
    },
    {
      file: 'remote-provider/src/features/quotes/api/get-quote.ts',
      source: use('remote-shell/src/parcels/header.tsx'),
    },
  ]);

  it("stops a feature importing another feature's files, however deep either file is", () => {
    expect(results.slice(0, 3)).toEqual([
      [expect.stringMatching(FEATURE)],
      [expect.stringMatching(FEATURE)],
      [expect.stringMatching(FEATURE)],
    ]);
  });

  it("lets a feature use its own files and the app's assets, and a screen compose features", () => {
    expect(results.slice(3, 6)).toEqual([[], [], []]);
  });

  it("keeps the app's own boundary inside a feature", () => {
    expect(results[6]).toEqual(
      expect.arrayContaining([expect.stringMatching(/remote-provider may not import remote-shell/)]),
    );
  });
});
