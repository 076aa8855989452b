/**
 * What the browser contract check runs inside the page. Each function is sent to the browser as
 * its source text, so it uses nothing from outside its own body.
 */

/**
 * The functions below reach the page as their source text. Run under tsx, esbuild's keep-names
 * wraps functions declared in them in a `__name(fn, "name")` call the page does not define, so
 * the init script defines it first (returning the function as it is).
 */
export const KEEP_NAMES_SHIM = 'globalThis.__name ??= (target) => target;';

/** Where the init script counts React DOM copies: each registers itself with the DevTools hook when it loads. */
export const RENDERERS_GLOBAL = '__OPS_CONTRACT_RENDERERS__';

/**
 * Runs before any of the page's scripts: a stand-in for React DevTools' global hook. Every copy of
 * react-dom calls its `inject` once when it loads, so the count is the number of Reacts rendering
 * on the page, shared or bundled alike.
 */
export function installRendererCounter(global: string): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  const renderers: unknown[] = [];
  scope[global] = renderers;
  scope.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    isDisabled: false,
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer: unknown) {
      renderers.push(renderer);
      return renderers.length;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
  };
}

/** `mounted`: its lifecycles resolved; `rendered`: it drew something (a signed-out bell may draw nothing, and that is fine). */
export type MountResult = { parcel: string; mounted: boolean; rendered: boolean; error?: string };

/**
 * Loads each parcel through the host's Module Federation runtime (the instance the host created
 * from the registry) and mounts it into an element of its own, as a slot does, then reports
 * whether its lifecycles resolved and whether it rendered anything. Parcels the host mounts only on some pages or for signed-in
 * visitors are mounted all the same.
 */
export async function mountParcels(parcels: string[]): Promise<MountResult[]> {
  type Lifecycle = (props: Record<string, unknown>) => Promise<unknown> | unknown;
  type Parcel = Record<'bootstrap' | 'mount', Lifecycle | Lifecycle[] | undefined>;
  type Instance = { name: string; loadRemote: (id: string) => Promise<unknown> };
  // The page's DOM, typed here: tooling is also compiled without the DOM library (the API's typecheck).
  type Node = {
    dataset: Record<string, string>;
    textContent: string | null;
    querySelectorAll: (selector: string) => { length: number };
    append: (child: Node) => void;
  };
  const dom = (globalThis as unknown as { document: { createElement: (tag: string) => Node; body: Node } }).document;
  const federation = (globalThis as unknown as { __FEDERATION__?: { __INSTANCES__?: Instance[] } }).__FEDERATION__;
  const host = federation?.__INSTANCES__?.find((instance) => instance.name === 'host');
  const results: MountResult[] = [];
  for (const parcel of parcels) {
    if (!host) {
      results.push({
        parcel,
        mounted: false,
        rendered: false,
        error: 'the page has no Module Federation runtime named "host"',
      });
      continue;
    }
    try {
      const loaded = (await host.loadRemote(parcel)) as Parcel | null;
      if (typeof loaded?.mount !== 'function' && !Array.isArray(loaded?.mount))
        throw new Error('it is not a parcel (no mount lifecycle)');
      const element = dom.createElement('div');
      element.dataset.contractCheck = parcel;
      dom.body.append(element);
      const props = { name: `contract-check:${parcel}`, domElement: element };
      for (const lifecycle of [loaded.bootstrap, loaded.mount])
        for (const step of [lifecycle ?? []].flat()) await step(props);
      await new Promise((resolve) => setTimeout(resolve, 250));
      const rendered = (element.textContent ?? '').trim() !== '' || element.querySelectorAll('*').length > 1;
      results.push({ parcel, mounted: true, rendered });
    } catch (error) {
      results.push({
        parcel,
        mounted: false,
        rendered: false,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return results;
}

export type SingletonCopies = { renderers: number; copies: Record<string, string[]>; scripts: string[] };

/** How many Reacts rendered, each shared package's loaded copies (version@container), and the scripts fetched. */
export function singletonCopies(args: { global: string; packages: string[] }): SingletonCopies {
  type Entry = { loaded?: boolean; lib?: unknown; from: string };
  type Share = Record<string, Record<string, Record<string, Record<string, Entry>>>>;
  const scope = globalThis as unknown as Record<string, unknown>;
  const share = (scope.__FEDERATION__ as { __SHARE__?: Share } | undefined)?.__SHARE__ ?? {};
  const copies: Record<string, string[]> = {};
  for (const scopes of Object.values(share))
    for (const packages of Object.values(scopes))
      for (const [pkg, versions] of Object.entries(packages)) {
        if (!args.packages.includes(pkg)) continue;
        for (const [version, entry] of Object.entries(versions))
          if (entry.loaded || entry.lib)
            copies[pkg] = [...new Set([...(copies[pkg] ?? []), `${version}@${entry.from}`])];
      }
  const renderers = (scope[args.global] as unknown[] | undefined)?.length ?? 0;
  const scripts = performance.getEntriesByType('resource').map((entry) => entry.name);
  return { renderers, copies, scripts };
}
