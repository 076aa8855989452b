import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

type Where = 'first' | 'last';

/**
 * Keyboard behaviour of a menu opened from a menu button (WAI-ARIA menu button pattern):
 * opening focuses the first or last item, arrows move and wrap, Home/End jump, Escape closes
 * and gives focus back to the button, Tab closes and moves on from the button.
 */
export function useMenuKeys(
  menuRef: RefObject<HTMLElement | null>,
  buttonRef: RefObject<HTMLElement | null>,
  open: boolean,
  setOpen: (open: boolean) => void,
) {
  const pending = useRef<Where | null>(null);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusAt = (index: number) => {
    const list = items();
    list.at(index % list.length)?.focus();
  };

  useEffect(() => {
    if (!open || !pending.current) return;
    const where = pending.current;
    pending.current = null;
    const list = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    list.at(where === 'first' ? 0 : -1)?.focus();
  }, [open, menuRef]);

  const openWith = (where: Where) => {
    pending.current = where;
    setOpen(true);
  };

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(current + 1),
      ArrowUp: () => focusAt(current - 1),
      Home: () => focusAt(0),
      End: () => focusAt(-1),
      Escape: close,
    };
    if (event.key === 'Tab') {
      close();
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  return { openWith, onMenuKeyDown };
}
