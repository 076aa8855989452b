// Loaded before a remote's standalone page: remotes are built without a federation runtime of
// their own (they use the host's), so their standalone page gets one here.
import * as runtimeCore from '@module-federation/runtime-core';

(globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
