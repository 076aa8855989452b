import { promises as fs } from 'node:fs';
import path from 'node:path';

export type RegistryDocument = {
  remotes: Record<string, { version: string; manifest: string }>;
};

/** Writes the registry so that no reader ever sees half a file: a temp file, then a rename. */
export async function writeRegistry(file: string, registry: RegistryDocument): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  await fs.writeFile(temp, `${JSON.stringify(registry, null, 2)}\n`);
  await fs.rename(temp, file);
}

/** The newest published version folder of a remote's build output. */
export async function latestVersion(distDir: string): Promise<string> {
  const entries = await fs.readdir(distDir, { withFileTypes: true }).catch(() => []);
  const versions = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async (entry) => {
        const manifest = path.join(distDir, entry.name, 'mf-manifest.json');
        const stats = await fs.stat(manifest).catch(() => null);
        return stats ? { name: entry.name, time: stats.mtimeMs } : null;
      }),
  );
  const newest = versions.filter((v) => v !== null).sort((a, b) => b.time - a.time)[0];
  if (!newest) throw new Error(`No built version in ${distDir}: run the build first`);
  return newest.name;
}
