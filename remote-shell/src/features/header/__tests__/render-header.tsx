import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { setAuthService, type AuthService } from 'shared/auth';
import type { View } from 'shared/contracts';
import { appStore } from 'shared/store';
import { ThemeRoot } from 'shared/theme';
import type { ReactNode } from 'react';

function Location() {
  return <p>Now at {useLocation().pathname}</p>;
}

/** Renders part of the header as its parcel does: theme from the store, a router at `path`. */
export function renderAt(ui: ReactNode, path = '/about') {
  return render(
    <ThemeRoot>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <Location />
      </MemoryRouter>
    </ThemeRoot>,
  );
}

/** Pretends the window is `width` px wide for every `(max-width: …)` query. */
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

/** Signs a user in (verified unless told otherwise) in `view`, with an identity provider whose sign-out is recorded. */
export function signInAs({ view = 'organizer' as View, emailVerified = true } = {}) {
  const signOut = jest.fn(async () => {
    appStore.getState().clearSession();
  });
  const unused = async () => undefined;
  setAuthService({
    signIn: unused,
    register: unused,
    signInWithGoogle: unused,
    signOut,
    sendPasswordReset: unused,
    resendVerification: unused,
    reloadUser: unused,
    getIdToken: async () => 'token',
  } satisfies AuthService);
  appStore.getState().setView(view);
  appStore.getState().setSession({ email: 'parent@example.com', emailVerified }, 'token');
  return { signOut };
}

export function signOutEveryone() {
  setAuthService(null);
  appStore.getState().clearSession();
}
