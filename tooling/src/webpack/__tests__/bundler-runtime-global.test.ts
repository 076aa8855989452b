import {
  provideBundlerRuntime,
  providedBundlerRuntime,
  type ProvidedBundlerRuntime,
} from '../bundler-runtime-global.ts';

const page = globalThis as { _FEDERATION_BUNDLER_RUNTIME?: unknown };
const runtime = (name: string): ProvidedBundlerRuntime => ({
  bundlerRuntime: { name },
  attachShareScopeMap: () => undefined,
});

describe('the page-wide bundler runtime', () => {
  afterEach(() => delete page._FEDERATION_BUNDLER_RUNTIME);

  it('tells a remote loaded without a host what it is missing', () => {
    expect(() => providedBundlerRuntime()).toThrow(
      "This remote takes Module Federation's bundler runtime from its host (globalThis._FEDERATION_BUNDLER_RUNTIME), and this page has none",
    );
  });

  it('hands the remotes what the page provided first', () => {
    provideBundlerRuntime(runtime('host'));
    provideBundlerRuntime(runtime('standalone'));
    expect(providedBundlerRuntime().bundlerRuntime).toEqual({ name: 'host' });
  });
});
