// The page-wide copy of Module Federation's webpack bundler runtime: the host provides it, the
// remotes' containers take it instead of carrying their own (see host-bundler-runtime.ts).

/** The functions a container's webpack runtime calls through `__webpack_require__.federation`. */
export type ProvidedBundlerRuntime = {
  bundlerRuntime: Record<string, unknown>;
  attachShareScopeMap: (webpackRequire: unknown) => void;
};

const GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
const page = globalThis as { [GLOBAL]?: ProvidedBundlerRuntime };

export function provideBundlerRuntime(provided: ProvidedBundlerRuntime): void {
  page[GLOBAL] ??= provided;
}

export function providedBundlerRuntime(): ProvidedBundlerRuntime {
  const provided = page[GLOBAL];
  if (!provided)
    throw new Error(
      `This remote takes Module Federation's bundler runtime from its host (globalThis.${GLOBAL}), and this page has none: load it through a host built with the same tooling, or through its standalone page.`,
    );
  return provided;
}
