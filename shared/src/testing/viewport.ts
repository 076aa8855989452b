type Listener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ query: string; matches: boolean; listeners: Set<Listener> }>();
let width = 1280;

function matchesWidth(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  return (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
}

/**
 * Makes the window `px` wide for `(max-width: …)` and `(min-width: …)` queries (jsdom has no
 * layout): lists already handed out change and tell their listeners, as a resized browser does.
 */
export function setViewportWidth(px: number): void {
  width = px;
  window.matchMedia = (query: string) => {
    const entry = { query, matches: matchesWidth(query), listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      get matches() {
        return entry.matches;
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => false,
    } as unknown as MediaQueryList;
  };
  for (const entry of lists) {
    const matches = matchesWidth(entry.query);
    if (matches === entry.matches) continue;
    entry.matches = matches;
    for (const listener of entry.listeners) listener({ matches, media: entry.query } as MediaQueryListEvent);
  }
}
