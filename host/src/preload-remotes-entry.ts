// The page's first script, beside main.js (tooling/src/webpack/side-scripts.ts). Errors are the
// host's to report, once, when it takes over the same registry.
import { preloadRemotes } from './remotes/preload-remotes.ts';

preloadRemotes().catch(() => undefined);
