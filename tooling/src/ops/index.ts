export {
  deploy,
  rollback,
  status,
  history,
  ensureDeployed,
  previousVersion,
  publishedVersions,
  checkVersion,
  validatedPin,
  VERSION_NAME,
  type ChangeResult,
  type DeployOptions,
  type VersionHealth,
} from './commands.ts';
export { browserContractCheck, CONTRACT_PAGE } from './browser-check.ts';
export { requireContract, type ContractCandidate, type ContractCheck, type ContractReport } from './contract.ts';
export { candidateRegistry, contractSite } from './contract-site.ts';
export {
  environment,
  registryFileFor,
  recordFileFor,
  localOrigins,
  pathBases,
  remoteOrigins,
  remotePath,
  REMOTES_PATH,
  SITE_LAYOUTS,
  siteFileFor,
  writeSiteDescription,
  manifestUrl,
  entryUrl,
  type Environment,
  type SiteLayout,
} from './environments.ts';
export {
  abortCanary,
  promoteCanary,
  startCanary,
  parsePercent,
  type AbortOptions,
  type CanaryChange,
} from './canary.ts';
export {
  incompatibilities,
  sharedOf,
  hostManifestLocation,
  readHostShared,
  type SharedDeclaration,
} from './compatibility.ts';
export { checkHost, type HostCheck } from './host-gate.ts';
export {
  issuePreview,
  previewKeyFile,
  previewLogFile,
  recordPreviewUse,
  PREVIEW_PARAM,
  type IssuedPreview,
} from './preview.ts';
export { checkPreview, parseLifetime, PREVIEW_MAX_MS, type PreviewClaims } from './preview-token.ts';
export { checkIntegrity, type IntegrityCheck } from './integrity-check.ts';
export { recordIntegrity, sriOf, INTEGRITY_FILE } from '../webpack/integrity.ts';
export { checkManifest, manifestProblems, type ManifestHealth } from './manifest-check.ts';
export {
  readRegistry,
  servedRegistry,
  type CanaryEntry,
  type EnvironmentRegistry,
  type HistoryAction,
  type HistoryEntry,
  type PinnedVersion,
  type RegistryEntry,
} from './registry-store.ts';
export { OpsError, packageOf, resolveRemote, REMOTE_NAMES, type RemoteName } from './remotes.ts';
export { figuresLines, readTelemetryFigures, type TelemetryFigures, type VersionFigures } from './telemetry-figures.ts';
