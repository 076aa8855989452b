import { affectedPackages } from '../packages.ts';

const FRONT_ENDS = ['host', 'remote-notifications', 'remote-organizer', 'remote-provider', 'remote-shell'];

describe('affected packages', () => {
  it('maps a change inside one remote to that remote only', () => {
    expect(affectedPackages(['remote-shell/src/features/header/components/header.tsx'])).toEqual(['remote-shell']);
  });

  it('maps several packages, each once, sorted', () => {
    expect(affectedPackages(['remote-provider/a.ts', 'host/src/x.ts', 'remote-provider/b.ts'])).toEqual([
      'host',
      'remote-provider',
    ]);
  });

  it.each(['shared/src/store/index.ts', 'tooling/src/webpack/create-config.ts', 'pnpm-lock.yaml', 'package.json'])(
    'a change to %s affects every front end',
    (file) => {
      const affected = affectedPackages([file]);
      expect(affected).toEqual(expect.arrayContaining(FRONT_ENDS));
    },
  );

  it('keeps the API, e2e and the benchmark to themselves', () => {
    expect(affectedPackages(['api/src/app.ts'])).toEqual(['api']);
    expect(affectedPackages(['e2e/tests/registry.spec.ts'])).toEqual(['e2e']);
    expect(affectedPackages(['bench/budgets.ts'])).toEqual(['bench']);
  });

  it('gives a fixture to the suite that builds it', () => {
    expect(affectedPackages(['fixtures/remote-rspack/rspack.config.ts'])).toEqual(['e2e']);
  });

  it('ignores docs and files of no package, and tolerates ./ and backslashes', () => {
    expect(affectedPackages(['README.md', 'docs/operations.md'])).toEqual([]);
    expect(affectedPackages(['./remote-organizer/src/a.ts', 'remote-notifications\\src\\b.ts'])).toEqual([
      'remote-notifications',
      'remote-organizer',
    ]);
  });

  it('does not mistake a package whose name only starts alike', () => {
    expect(affectedPackages(['shared-notes/readme.md', 'host-notes.md'])).toEqual([]);
  });
});
