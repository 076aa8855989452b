import { createEventStreamParser, type ServerEvent } from '../stream/event-stream-parser.ts';

function parse(...chunks: string[]): ServerEvent[] {
  const events: ServerEvent[] = [];
  const push = createEventStreamParser((event) => events.push(event));
  chunks.forEach(push);
  return events;
}

describe('reading an event stream', () => {
  it('reads named and unnamed events, and skips comments', () => {
    expect(parse(': ping\n\nevent: ready\ndata: {"heartbeatMs":15000}\n\ndata: {"type":"changed"}\n\n')).toEqual([
      { event: 'ready', data: '{"heartbeatMs":15000}' },
      { event: 'message', data: '{"type":"changed"}' },
    ]);
  });

  it('reassembles events split anywhere across chunks, CRLF included', () => {
    expect(parse('event: exp', 'ired\r', '\ndata: {}\r\n\r', '\n', 'data: a\rdata: b\r\r')).toEqual([
      { event: 'expired', data: '{}' },
      { event: 'message', data: 'a\nb' },
    ]);
  });

  it('dispatches nothing until the blank line, and nothing without data', () => {
    expect(parse('event: reconnect\n\n', 'data: {"type":"changed"}\n')).toEqual([]);
  });

  it('takes a field without a colon as empty and keeps spaces after the first', () => {
    expect(parse('data\ndata:  two spaces\n\n')).toEqual([{ event: 'message', data: '\n two spaces' }]);
  });
});
