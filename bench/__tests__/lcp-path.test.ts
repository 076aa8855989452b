import { lighthouseEntry, withLighthouse } from './mobile-figures.ts';
import { largestElement, renderLcpPath, renderLcpPaths, summarizeLcpPath } from '../lcp-path.ts';
import type { LcpStep } from '../lcp-steps.ts';

const steps: LcpStep[] = [
  { kind: 'task', scripts: ['http://localhost:40001/main.js'], startMs: 2056, endMs: 2257 },
  { kind: 'request', url: 'http://localhost:40001/', bytes: 2337, startMs: 0, endMs: 617 },
  { kind: 'task', scripts: [], startMs: 840, endMs: 851 },
  { kind: 'request', url: 'http://localhost:40002/0.1.0/remoteEntry.js', bytes: 15068, startMs: 1156, endMs: 1610 },
  {
    kind: 'request',
    url: 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My',
    bytes: 0,
    startMs: 2056,
    endMs: 2058,
  },
];

describe('summarizeLcpPath', () => {
  it('orders the steps by start, drops short tasks and keeps only ports of origins', () => {
    const path = summarizeLcpPath(2458, steps);
    expect(path.steps.map((step) => (step.kind === 'request' ? step.url : `task ${step.scripts.join()}`))).toEqual([
      ':40001/',
      ':40002/0.1.0/remoteEntry.js',
      'data:image/svg+xml…',
      'task :40001/main.js',
    ]);
  });
});

describe('renderLcpPath', () => {
  it('prints each step with its simulated times and the size of requests', () => {
    const text = renderLcpPath('federated /', summarizeLcpPath(2458, steps));
    const lines = text.split('\n');
    expect(lines[0]).toBe('federated /: simulated LCP 2458 ms');
    expect(lines[3]).toMatch(/^request :40001\/\s+0\s+617\s+2\.3$/);
    expect(lines.at(-1)).toMatch(/^task running :40001\/main\.js\s+2056\s+2257\s+–$/);
  });

  it('names the largest element when the run found one', () => {
    const text = renderLcpPath('federated /account', summarizeLcpPath(1290, steps, 'main > h1 "My Account"'));
    expect(text.split('\n')[0]).toBe(
      'federated /account: simulated LCP 1290 ms, largest element main > h1 "My Account"',
    );
  });
});

describe('renderLcpPaths', () => {
  it('lists each measured page, federated and one bundle, and says when a replay failed', () => {
    const figures = withLighthouse({
      federated: [
        { ...lighthouseEntry('home', 'mobile'), lcpPath: summarizeLcpPath(2458, steps) },
        { ...lighthouseEntry('home', 'desktop'), lcpPath: undefined },
      ],
      'one-bundle': [{ ...lighthouseEntry('home', 'mobile'), lcpPath: null }],
    });
    const text = renderLcpPaths(figures);
    expect(text).toContain('federated / (first visit): simulated LCP 2458 ms');
    expect(text).toContain('one-bundle / (first visit): the simulated LCP could not be replayed');
    expect(text.match(/simulated LCP \d+ ms/g)).toHaveLength(1);
  });
});

/** The audit as Lighthouse 12 reports it: a list of an element table, then a phase table. */
const audit = (node: Record<string, unknown> | undefined) => ({
  id: 'largest-contentful-paint-element',
  title: 'Largest Contentful Paint element',
  score: 0,
  scoreDisplayMode: 'metricSavings',
  details: {
    items: [
      { type: 'table', items: node ? [{ node: { type: 'node', ...node } }] : [] },
      { type: 'table', items: [{ phase: 'TTFB', timing: 12, percent: '1%' }] },
    ],
  },
});

describe('largestElement', () => {
  it('names the element by its selector and its label, white space folded', () => {
    expect(
      largestElement(audit({ selector: 'div#root > main > h1', nodeLabel: 'My\n   Account', snippet: '<h1>' })),
    ).toBe('div#root > main > h1 "My Account"');
  });

  it('gives the selector alone when the element has no label', () => {
    expect(largestElement(audit({ selector: 'body > div.banner' }))).toBe('body > div.banner');
  });

  it('is null when Lighthouse found no largest element, or did not run the audit', () => {
    expect(largestElement(audit(undefined))).toBeNull();
    expect(largestElement(undefined)).toBeNull();
  });
});
