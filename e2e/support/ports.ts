/** The e2e run serves its own copy of the site on these ports, clear of `pnpm start`'s. */
export const MAIN_SITE_PORTS = {
  host: 3100,
  remote_shell: 3101,
  remote_notifications: 3102,
  remote_organizer: 3103,
  remote_provider: 3104,
} as const;

export const MAIN_SITE_URL = `http://localhost:${MAIN_SITE_PORTS.host}`;
