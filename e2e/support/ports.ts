/**
 * The e2e run serves its own copy of the site, clear of `npm start`'s ports (3000-3004).
 * E2E_PORT_BASE moves it, so two runs can share a machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const MAIN_SITE_PORTS = {
  host: base,
  remote_shell: base + 1,
  remote_notifications: base + 2,
  remote_organizer: base + 3,
  remote_provider: base + 4,
} as const;

export const MAIN_SITE_URL = `http://localhost:${MAIN_SITE_PORTS.host}`;

/** The run's own API; the site's origin forwards /api/* to it. */
export const E2E_API_PORT = base + 1000;
