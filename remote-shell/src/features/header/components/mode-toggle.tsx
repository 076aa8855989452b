import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppStore } from 'shared/store';
import { reloadPage } from '../utils/reload-page.ts';

const Toggle = styled.button`
  font: inherit;
  font-weight: 600;
  padding: 8px 14px;
  border-radius: 999px;
  border: 2px solid ${({ theme }) => theme.color.primary};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
`;

/**
 * Desktop view switch. Its label names the current mode; switching reloads the page so every
 * screen starts afresh in the new view, except on `/`, which adapts in place.
 */
export function ModeToggle() {
  const view = useAppStore((state) => state.selectedView);
  const setView = useAppStore((state) => state.setView);
  const { pathname } = useLocation();
  const label = view === 'organizer' ? 'Organizer Mode' : 'Provider Mode';

  const toggle = () => {
    setView(view === 'organizer' ? 'provider' : 'organizer');
    if (pathname !== '/') reloadPage();
  };

  return (
    <Toggle
      type="button"
      onClick={toggle}
      aria-pressed={view === 'provider'}
      title="Switch between organizer and provider views"
    >
      {label}
    </Toggle>
  );
}
