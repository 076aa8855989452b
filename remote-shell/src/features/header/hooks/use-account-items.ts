import { useNavigate } from 'react-router-dom';
import { authService } from 'shared/auth';
import type { View } from 'shared/contracts';
import { useAppStore } from 'shared/store';

export type AccountItem =
  { kind: 'link'; label: string; to: string } | { kind: 'action'; label: string; run: () => void };

/** A verified email is needed for the account menu; until then the host shows its verify notice. */
export function useSignedIn(): boolean {
  return useAppStore((state) => state.user?.emailVerified === true);
}

/** What the account menu offers in the current view, shared by the desktop menu and the mobile panel. */
export function useAccountItems(): AccountItem[] {
  const view = useAppStore((state) => state.selectedView);
  const setView = useAppStore((state) => state.setView);
  const navigate = useNavigate();

  const switchTo = (next: View, to: string) => () => {
    setView(next);
    navigate(to);
  };
  const logout = async () => {
    try {
      await authService().signOut();
      navigate('/');
    } catch (error) {
      console.error('Sign-out failed', error);
    }
  };

  const byView: AccountItem[] =
    view === 'organizer'
      ? [
          { kind: 'link', label: 'My Events', to: '/myevents' },
          { kind: 'action', label: 'Provider View', run: switchTo('provider', '/mybusinesses') },
        ]
      : [
          // The provider's dashboard (/vendorshome) is otherwise reached only by typing its address.
          { kind: 'link', label: 'My Dashboard', to: '/vendorshome' },
          { kind: 'link', label: 'My Businesses', to: '/mybusinesses' },
          { kind: 'link', label: 'My Quotes', to: '/quotes' },
          { kind: 'link', label: 'My Agenda', to: '/agenda' },
          { kind: 'link', label: 'Find Events', to: '/events' },
          { kind: 'action', label: 'Organizer View', run: switchTo('organizer', '/account') },
        ];

  return [
    { kind: 'link', label: 'My Account', to: '/account' },
    ...byView,
    { kind: 'action', label: 'Logout', run: () => void logout() },
  ];
}
