import { appPorts, HOST_APP } from 'tooling/apps';

/**
 * The e2e run serves its own copy of the site, clear of `npm start`'s ports: each app's port
 * from the apps list, moved so the host lands on E2E_PORT_BASE (3100 unless set), so two runs
 * can share a machine.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 3100);

export const MAIN_SITE_PORTS = appPorts(base - HOST_APP.port);

export const MAIN_SITE_URL = `http://localhost:${MAIN_SITE_PORTS.host}`;

/** The run's own API; the site's origin forwards /api/* to it. */
export const E2E_API_PORT = base + 1000;

/** The run's own mail catcher (maildev): SMTP and web/REST ports, clear of `npm start`'s 1025 and 1080. */
export const E2E_MAIL_PORTS = {
  smtpPort: Number(process.env.E2E_MAIL_SMTP_PORT ?? base + 1925),
  webPort: Number(process.env.E2E_MAIL_WEB_PORT ?? base + 1980),
};
export const E2E_MAIL_URL = `http://127.0.0.1:${E2E_MAIL_PORTS.webPort}`;
