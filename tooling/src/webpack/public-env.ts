/**
 * Configuration baked into a browser bundle: only variables named PUBLIC_*, so a secret in
 * the build environment can never leak into shipped JavaScript.
 */
export function publicEnvDefinitions(defaults: Record<string, string>): Record<string, string> {
  const values: Record<string, string> = { ...defaults };
  for (const [key, value] of Object.entries(process.env)) {
    if (key.startsWith('PUBLIC_') && value !== undefined) values[key] = value;
  }
  const definitions: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    definitions[`process.env.${key}`] = JSON.stringify(value);
  }
  return definitions;
}
