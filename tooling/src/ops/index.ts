export { deploy, rollback, status, history, ensureDeployed, previousVersion, publishedVersions, type ChangeResult } from './commands.ts';
export { environment, registryFileFor, localOrigins, manifestUrl, type Environment } from './environments.ts';
export { checkManifest, manifestProblems, type ManifestHealth } from './manifest-check.ts';
export { readRegistry, type EnvironmentRegistry, type HistoryEntry } from './registry-store.ts';
export { OpsError, resolveRemote, REMOTE_NAMES } from './remotes.ts';
