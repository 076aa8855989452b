/** A setting that is missing or wrong; the process prints the message and refuses to start. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
