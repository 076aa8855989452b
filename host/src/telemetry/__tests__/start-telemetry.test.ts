import { createConsentStore } from 'shared/consent';
import { announceBoundaryError } from 'shared/parcel';
import { startTelemetry } from '../start-telemetry.ts';
import type { TelemetryReport } from '../telemetry-report.ts';

const SHELL = 'http://localhost:3001/0.1.0-aaaa1111/remoteEntry.js';
const ORGANIZER = 'http://localhost:3003/0.1.0-bbbb2222/remoteEntry.js';

function thrownIn(url: string, name = 'TypeError'): Error {
  const error = new Error('secret@example.com is not allowed');
  error.name = name;
  error.stack = `${name}: secret@example.com is not allowed\n    at onClick (${url}:1:200)\n    at dispatch (http://localhost:3000/main.js:1:99)`;
  return error;
}

function started() {
  const sent: TelemetryReport[] = [];
  const telemetry = startTelemetry({ consent: createConsentStore(undefined), send: (report) => sent.push(report) });
  telemetry.registered({
    remote_shell: { entry: SHELL },
    remote_organizer: { entry: ORGANIZER, version: '0.1.0-bbbb2222' },
  });
  return { telemetry, sent };
}

describe('startTelemetry', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    window.history.replaceState(null, '', '/my-events?secret=1#top');
  });
  afterEach(() => jest.useRealTimers());

  it("reports an uncaught error with the remote version its stack names, the page's versions and path, and no message", () => {
    const { sent } = started();
    window.dispatchEvent(
      new ErrorEvent('error', { error: thrownIn('http://localhost:3003/0.1.0-bbbb2222/chunks/9.js') }),
    );
    expect(sent).toEqual([]);
    jest.advanceTimersByTime(3_000);
    expect(sent).toEqual([
      {
        page: '/my-events',
        versions: { remote_shell: '0.1.0-aaaa1111', remote_organizer: '0.1.0-bbbb2222' },
        started: [],
        errors: [{ kind: 'uncaught', name: 'TypeError', remote: 'remote_organizer', version: '0.1.0-bbbb2222' }],
        vitals: [],
        rendered: [],
      },
    ]);
    expect(JSON.stringify(sent)).not.toContain('secret');
  });

  it("attributes a boundary's catch without a remote frame to the slot's remote, and a host error to the host", () => {
    const { sent } = started();
    announceBoundaryError({ error: 'not an Error', label: 'Header', parcel: 'remote_shell/Header' });
    window.dispatchEvent(new ErrorEvent('error', { error: thrownIn('http://localhost:3000/chunks/search.js') }));
    jest.advanceTimersByTime(3_000);
    expect(sent[0]?.errors).toEqual([
      { kind: 'boundary', name: 'string', remote: 'remote_shell', version: '0.1.0-aaaa1111' },
      { kind: 'uncaught', name: 'TypeError', remote: 'host', version: 'current' },
    ]);
  });

  it('counts a session for each remote that loads, and a load failure against the remote that failed', async () => {
    const { telemetry, sent } = started();
    const plugin = telemetry.plugin as unknown as {
      onLoad(args: { remote: { name: string } }): void;
      errorLoadRemote(args: { id: string; error: unknown }): unknown;
    };
    plugin.onLoad({ remote: { name: 'remote_shell' } });
    plugin.onLoad({ remote: { name: 'remote_shell' } });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(plugin.errorLoadRemote({ id: 'remote_organizer/Pages', error: new Error('offline') })).toBeUndefined();
    }
    jest.advanceTimersByTime(3_000);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.started).toEqual(['remote_shell']);
    // The loader's retries of one failure are one report.
    expect(sent[0]?.errors).toEqual([
      { kind: 'load', name: 'Error', remote: 'remote_organizer', version: '0.1.0-bbbb2222' },
    ]);
  });

  it('rate-limits: the same error is sent once per page, and no page sends more than 20', () => {
    const { sent } = started();
    for (let i = 0; i < 50; i += 1) {
      window.dispatchEvent(new ErrorEvent('error', { error: thrownIn(SHELL.replace('remoteEntry', 'chunks/1')) }));
    }
    for (let i = 0; i < 50; i += 1) {
      window.dispatchEvent(
        new ErrorEvent('error', { error: thrownIn(SHELL.replace('remoteEntry', 'chunks/1'), `Error${i}`) }),
      );
    }
    jest.advanceTimersByTime(3_000);
    const errors = sent.flatMap((report) => report.errors);
    expect(errors.filter((e) => e.name === 'TypeError')).toHaveLength(1);
    expect(errors.length).toBeLessThanOrEqual(20);
  });

  it('sends at once when the page is hidden', () => {
    const { telemetry, sent } = started();
    (telemetry.plugin as unknown as { onLoad(args: { remote: { name: string } }): void }).onLoad({
      remote: { name: 'remote_organizer' },
    });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((report) => report.started)).toEqual([['remote_organizer']]);
  });

  it('sends at once when the page turns hidden, then nothing more for the same report when it is left', () => {
    const { sent } = started();
    window.dispatchEvent(new ErrorEvent('error', { error: thrownIn(SHELL.replace('remoteEntry', 'chunks/1')) }));
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      document.dispatchEvent(new Event('visibilitychange'));
      expect(sent.map((report) => report.errors.length)).toEqual([1]);
      window.dispatchEvent(new Event('pagehide'));
      jest.advanceTimersByTime(3_000);
      expect(sent).toHaveLength(1);
      // An error heard while hidden is not held for the batch: the page may never be shown again.
      window.dispatchEvent(
        new ErrorEvent('error', { error: thrownIn(SHELL.replace('remoteEntry', 'chunks/1'), 'RangeError') }),
      );
      expect(sent.map((report) => report.errors.map((e) => e.name))).toEqual([['TypeError'], ['RangeError']]);
    } finally {
      visibility.mockRestore();
    }
  });

  it('waits for the batch while the page is visible: nothing before 3 s unless the page is left', () => {
    const { sent } = started();
    window.dispatchEvent(new ErrorEvent('error', { error: thrownIn(SHELL.replace('remoteEntry', 'chunks/1')) }));
    jest.advanceTimersByTime(2_999);
    expect(sent).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    jest.advanceTimersByTime(3_000);
    expect(sent).toHaveLength(1);
  });
});
