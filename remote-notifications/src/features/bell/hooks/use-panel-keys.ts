import { useCallback, type KeyboardEvent, type RefObject } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Keyboard for a notifications panel: arrows, Home and End move between its buttons; with
 * `trapTab` (the modal dialog), Tab wraps around instead of leaving it.
 */
export function usePanelKeys(panel: RefObject<HTMLElement | null>, trapTab: boolean) {
  return useCallback(
    (event: KeyboardEvent) => {
      const buttons = Array.from(panel.current?.querySelectorAll<HTMLButtonElement>('button:not(:disabled)') ?? []);
      if (buttons.length === 0) return;
      const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
      const move = MOVES[event.key];
      if (move) {
        event.preventDefault();
        buttons[move(Math.max(index, 0), buttons.length)]?.focus();
        return;
      }
      if (!trapTab || event.key !== 'Tab') return;
      const edge = event.shiftKey ? 0 : buttons.length - 1;
      if (index === edge || index === -1) {
        event.preventDefault();
        buttons[event.shiftKey ? buttons.length - 1 : 0]?.focus();
      }
    },
    [panel, trapTab],
  );
}
