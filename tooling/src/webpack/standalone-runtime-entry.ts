// Loaded before a remote's standalone page: remotes are built without a federation runtime of
// their own (they use the host's runtime core and bundler runtime), so their standalone page
// gets both here.
import * as runtimeCore from '@module-federation/runtime-core';
import { providePageBundlerRuntime } from './provide-bundler-runtime-plugin.ts';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
providePageBundlerRuntime();
