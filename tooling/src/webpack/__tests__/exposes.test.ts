import path from 'node:path';
import { exposesOf, parcelFile } from '../exposes.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

describe("a remote's exposes, from the contract", () => {
  it('finds each parcel at its conventional file', () => {
    expect(parcelFile('./Pages')).toBe('./src/parcels/pages.tsx');
    expect(parcelFile('./BusinessEvent')).toBe('./src/parcels/business-event.tsx');
    expect(exposesOf({ dir: path.join(repoRoot, 'remote-shell'), name: 'remote_shell', kind: 'remote' })).toEqual({
      './Header': './src/parcels/header.tsx',
      './Footer': './src/parcels/footer.tsx',
    });
  });

  it('gives the host nothing to expose', () => {
    expect(exposesOf({ dir: path.join(repoRoot, 'host'), name: 'host', kind: 'host' })).toEqual({});
  });

  it('names a remote missing from the contract, or a parcel without its file', () => {
    expect(() => exposesOf({ dir: repoRoot, name: 'remote_billing', kind: 'remote' })).toThrow(
      'remote_billing is not in shared/src/contracts/remotes.ts',
    );
    expect(() => exposesOf({ dir: path.join(repoRoot, 'host'), name: 'remote_shell', kind: 'remote' })).toThrow(
      'remote_shell exposes ./Header (shared/src/contracts/remotes.ts) but has no ./src/parcels/header.tsx.',
    );
  });
});
