import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setAuthService, type AuthService } from 'shared/auth';
import { appStore } from 'shared/store';
import { ThemeRoot } from 'shared/theme';
import { Bell } from '../components/bell.tsx';

function Location() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** Pretends the window is `width` px wide for the `(max-width: …)` query the bell listens to. */
export function setViewportWidth(width: number) {
  window.matchMedia = (query: string) => {
    const max = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= max,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

function fakeAuth(): AuthService {
  const unused = async () => undefined;
  return {
    signIn: unused,
    register: unused,
    signInWithGoogle: unused,
    signOut: unused,
    sendPasswordReset: unused,
    resendVerification: unused,
    reloadUser: unused,
    getIdToken: async (forceRefresh) => (forceRefresh ? 'refreshed-token' : 'fresh-token'),
  };
}

/** Signs `email` in (verified unless told otherwise) and renders the bell as its parcel does. */
export function renderBell({ email = 'parent@example.com', emailVerified = true, width = 1280 } = {}) {
  setViewportWidth(width);
  setAuthService(fakeAuth());
  appStore.getState().setSession({ email, emailVerified }, 'store-token');
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={['/account']}>
        <Bell />
        <Location />
      </MemoryRouter>
    </ThemeRoot>,
  );
}
