import { promises as fs } from 'node:fs';
import path from 'node:path';

/** A remote's published version folders (those with a manifest), newest first. */
export async function listVersions(distDir: string): Promise<Array<{ version: string; builtAt: Date }>> {
  const entries = await fs.readdir(distDir, { withFileTypes: true }).catch(() => []);
  const versions = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async (entry) => {
        const manifest = path.join(distDir, entry.name, 'mf-manifest.json');
        const stats = await fs.stat(manifest).catch(() => null);
        return stats ? { version: entry.name, builtAt: stats.mtime } : null;
      }),
  );
  return versions.filter((v) => v !== null).sort((a, b) => b.builtAt.getTime() - a.builtAt.getTime());
}

/** The newest published version folder of a remote's build output. */
export async function latestVersion(distDir: string): Promise<string> {
  const newest = (await listVersions(distDir))[0];
  if (!newest) throw new Error(`No built version in ${distDir}: run the build first`);
  return newest.version;
}
