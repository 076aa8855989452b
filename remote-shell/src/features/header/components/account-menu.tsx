import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { useAppStore } from 'shared/store';
import { useAccountItems } from '../hooks/use-account-items.ts';
import { useMenuKeys } from '../hooks/use-menu-keys.ts';
import { MenuButton } from './menu-button.tsx';

const Wrapper = styled.div`
  position: relative;
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  top: calc(100% + 6px);
  z-index: 1200;
  min-width: 200px;
  margin: 0;
  padding: 6px 0;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 18%);
`;

const item = css`
  display: block;
  width: 100%;
  padding: 8px 16px;
  font: inherit;
  text-align: left;
  text-decoration: none;
  color: ${({ theme }) => theme.color.text};
  background: none;
  border: 0;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.color.background};
  }
`;
const ItemLink = styled(Link)`
  ${item}
`;
const ItemButton = styled.button`
  ${item}
`;

/** The signed-in user's menu: a menu button with arrow keys, Home/End, Escape and Tab as in the ARIA pattern. */
export function AccountMenu() {
  const email = useAppStore((state) => state.user?.email);
  const items = useAccountItems();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const { onMenuKeyDown, openWith } = useMenuKeys(menuRef, buttonRef, open, setOpen);
  const buttonId = useId();
  const menuId = useId();

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <MenuButton
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={email ? `Signed in as ${email}` : undefined}
        onClick={() => (open ? setOpen(false) : openWith('first'))}
        onKeyDown={onButtonKeyDown}
      >
        Account <span aria-hidden="true">▾</span>
      </MenuButton>
      {open && (
        <Menu ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown}>
          {items.map((entry) => (
            <li key={entry.label} role="none">
              {entry.kind === 'link' ? (
                <ItemLink role="menuitem" tabIndex={-1} to={entry.to} onClick={() => setOpen(false)}>
                  {entry.label}
                </ItemLink>
              ) : (
                <ItemButton
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  onClick={() => {
                    setOpen(false);
                    entry.run();
                  }}
                >
                  {entry.label}
                </ItemButton>
              )}
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
