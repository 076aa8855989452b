import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const toolingDir = path.resolve(import.meta.dirname, '../..');

/** Dependencies no file imports by name, and why they are still needed. */
const NOT_IMPORTED: Record<string, string> = {
  '@swc/core': 'the compiler swc-loader runs',
  tsx: 'runs the commands in bin/ (their #! line) and the apps’ mf-app',
};

async function codeOf(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(toolingDir, dir), { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      // This file names dependencies without using them.
      .filter(
        (entry) => entry.isFile() && /\.(ts|tsx|cjs|mjs|js)$/.test(entry.name) && entry.name !== 'dependencies.test.ts',
      )
      .map((entry) => readFile(path.join(entry.parentPath, entry.name), 'utf8')),
  );
}

describe("tooling's dependencies", () => {
  it('are each imported or resolved by its code (or are a tool it runs)', async () => {
    const pkg = JSON.parse(await readFile(path.join(toolingDir, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const code = (await Promise.all(['src', 'bin', 'jest', 'types'].map(codeOf))).flat().join('\n');
    const named = (dependency: string) =>
      new RegExp(`['"]${dependency.replace(/[/.]/g, '\\$&')}(/[^'"]*)?['"]`).test(code);

    const unused = Object.keys(pkg.dependencies).filter(
      (dependency) => !named(dependency) && !(dependency in NOT_IMPORTED),
    );
    expect(unused).toEqual([]);
  });
});
