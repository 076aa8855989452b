import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const depcruise = path.join(repoRoot, 'node_modules/.bin/depcruise');
// Starting dependency-cruiser takes a few seconds on a busy machine.
const CRUISE_LIMIT_MS = 60_000;

type Violation = { rule: { name: string }; from: string; to: string; cycle?: Array<{ name: string }> };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'import-graph-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A tree of files, each importing the others it names. */
async function tree(files: Record<string, string[]>): Promise<void> {
  for (const [file, imports] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    const lines = imports.map((target, index) => {
      const relative = path.relative(path.dirname(file), target);
      return `import { value as v${index} } from '${relative.startsWith('.') ? relative : `./${relative}`}';`;
    });
    await writeFile(path.join(dir, file), [...lines, `export const value = ${JSON.stringify(file)};`, ''].join('\n'));
  }
}

/** What `pnpm lint`'s import-graph check finds in the tree, with the repository's rules. */
async function violations(): Promise<Violation[]> {
  const config = path.join(repoRoot, '.dependency-cruiser.cjs');
  const { stdout } = await run(depcruise, ['--config', config, '--output-type', 'json', '.'], { cwd: dir }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  );
  return (JSON.parse(stdout) as { summary: { violations: Violation[] } }).summary.violations;
}

describe('the import-graph check', () => {
  it(
    'fails on files importing each other in a circle, however long, type imports included',
    async () => {
      await tree({
        'tooling/src/a.ts': ['tooling/src/b.ts'],
        'tooling/src/b.ts': ['tooling/src/c.ts'],
        'tooling/src/c.ts': ['tooling/src/a.ts'],
      });
      await writeFile(
        path.join(dir, 'tooling/src/types.ts'),
        "import type { Other } from './uses-types.ts';\nexport type Shape = Other;\n",
      );
      await writeFile(
        path.join(dir, 'tooling/src/uses-types.ts'),
        "import type { Shape } from './types.ts';\nexport type Other = { shape?: Shape };\n",
      );

      const found = await violations();
      const circles = found.map((violation) =>
        [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].sort(),
      );
      expect(found.map((violation) => violation.rule.name)).toEqual(['no-circular', 'no-circular']);
      expect(circles).toEqual(
        expect.arrayContaining([
          expect.arrayContaining(['tooling/src/a.ts', 'tooling/src/b.ts', 'tooling/src/c.ts']),
          expect.arrayContaining(['tooling/src/types.ts', 'tooling/src/uses-types.ts']),
        ]),
      );
    },
    CRUISE_LIMIT_MS,
  );

  it(
    "fails on a feature importing another feature's files, in its own package or another",
    async () => {
      await tree({
        'remote-shell/src/features/footer/components/footer.ts': [
          'remote-shell/src/features/consent/components/button.ts',
        ],
        'remote-shell/src/features/consent/components/button.ts': [],
        'remote-provider/src/features/quotes/api/quotes.ts': ['remote-organizer/src/features/events/api/events.ts'],
        'remote-organizer/src/features/events/api/events.ts': [],
      });

      const found = await violations();
      expect(found.map(({ rule, from, to }) => ({ rule: rule.name, from, to }))).toEqual(
        expect.arrayContaining([
          {
            rule: 'no-cross-feature',
            from: 'remote-shell/src/features/footer/components/footer.ts',
            to: 'remote-shell/src/features/consent/components/button.ts',
          },
          {
            rule: 'no-cross-feature',
            from: 'remote-provider/src/features/quotes/api/quotes.ts',
            to: 'remote-organizer/src/features/events/api/events.ts',
          },
        ]),
      );
      expect(found).toHaveLength(2);
    },
    CRUISE_LIMIT_MS,
  );

  it(
    'passes a feature using its own files, and routes and shared code using features',
    async () => {
      await tree({
        'remote-provider/src/features/quotes/components/quote-list.ts': [
          'remote-provider/src/features/quotes/hooks/use-quotes.ts',
          'remote-provider/src/lib/format.ts',
        ],
        'remote-provider/src/features/quotes/hooks/use-quotes.ts': [
          'remote-provider/src/features/quotes/api/quotes.ts',
        ],
        'remote-provider/src/features/quotes/api/quotes.ts': [],
        'remote-provider/src/lib/format.ts': [],
        'remote-provider/src/routes/provider-routes.ts': [
          'remote-provider/src/features/quotes/components/quote-list.ts',
          'remote-provider/src/features/billing/components/billing.ts',
        ],
        'remote-provider/src/features/billing/components/billing.ts': [],
      });

      expect(await violations()).toEqual([]);
    },
    CRUISE_LIMIT_MS,
  );
});
