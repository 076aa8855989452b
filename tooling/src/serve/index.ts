export { createStaticServer, createStaticHandler, type StaticServerOptions } from './static-server.ts';
export { startSite, DEFAULT_PORTS, REMOTE_PACKAGES, type Site, type SiteOptions, type RemoteName } from './site.ts';
export { startOneBundleSite, type OneBundleSite, type OneBundleSiteOptions } from './one-bundle-site.ts';
export { createSiteServer, listen, close, type SiteServer, type RequestHandler } from './listen.ts';
export { localCertificate, localTlsDir, spkiOf, type LocalCertificate } from './tls.ts';
export { oneBundleDir } from '../webpack/one-bundle-dir.ts';
export { latestVersion, listVersions } from './registry-file.ts';
export { cacheControl } from './cache-policy.ts';
export { siteHeaders, contentSecurityPolicy, SECURITY_HEADERS } from './headers.ts';
