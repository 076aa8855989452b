import { createRequire } from 'node:module';
import path from 'node:path';

type PackageJson = { name: string; version: string };

export function readPackage(dir: string): PackageJson {
  return createRequire(path.join(dir, 'package.json'))('./package.json') as PackageJson;
}
