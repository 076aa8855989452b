import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useSignedIn } from '../hooks/use-account-items.ts';
import { AccountList } from './account-list.tsx';
import { AuthLinks } from './auth-links.tsx';
import { MenuButton } from './menu-button.tsx';
import { ModeToggle } from './mode-toggle.tsx';
import { NavLinks } from './nav-links.tsx';

const Panel = styled.div`
  flex-basis: 100%;
  order: 20;
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border};
  &[hidden] {
    display: none;
  }
`;

/**
 * At 600 px or less: a "Menu" button that opens a panel with the navigation, the account
 * items (or Login and Register with the view switch). Choosing anything in it or pressing Escape closes it.
 */
export function MobileMenu() {
  const signedIn = useSignedIn();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onPanelClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a, button')) setOpen(false);
  };

  return (
    <>
      <MenuButton
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        onKeyDown={onKeyDown}
      >
        Menu
      </MenuButton>
      <Panel id={panelId} hidden={!open} onKeyDown={onKeyDown} onClick={onPanelClick}>
        {open && (
          <>
            <NavLinks column />
            {signedIn ? (
              <AccountList />
            ) : (
              <>
                <AuthLinks />
                <div>
                  <ModeToggle />
                </div>
              </>
            )}
          </>
        )}
      </Panel>
    </>
  );
}
