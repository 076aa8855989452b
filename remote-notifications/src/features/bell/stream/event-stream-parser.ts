/** One server-sent event; `event` is "message" when the server named none. */
export type ServerEvent = { event: string; data: string };

const LINE_BREAK = /\r\n|\r|\n/;

/**
 * Reads the text/event-stream format chunk by chunk, as the HTML standard's "parsing an event
 * stream" does: a line ends in CRLF, LF or CR; a blank line dispatches the event; a line that
 * starts with ":" is a comment. `id` and `retry` are ignored: the bell refetches instead of
 * resuming, and paces its own reconnections.
 */
export function createEventStreamParser(onEvent: (event: ServerEvent) => void): (chunk: string) => void {
  let partial = '';
  // A CR that ends one chunk may be the first half of a CRLF split across two.
  let skipLeadingLF = false;
  let name = '';
  let data: string[] = [];

  const readLine = (line: string) => {
    if (line === '') {
      if (data.length > 0) onEvent({ event: name || 'message', data: data.join('\n') });
      name = '';
      data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') name = value;
    else if (field === 'data') data.push(value);
  };

  return (chunk) => {
    const text = skipLeadingLF && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
    skipLeadingLF = false;
    if (text === '') return;
    const buffered = partial + text;
    skipLeadingLF = buffered.endsWith('\r');
    const lines = buffered.split(LINE_BREAK);
    partial = lines.pop() ?? '';
    lines.forEach(readLine);
  };
}
