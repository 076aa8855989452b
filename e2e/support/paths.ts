import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Names the registry of the run's main site (set by the global setup, read by workers). */
export const BASE_REGISTRY_ENV = 'E2E_BASE_REGISTRY';
