import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { HEADER_HEIGHT, MOBILE_BREAKPOINT } from 'shared/contracts';
import { RemoteSlot } from 'shared/remote-slot';
import { FullScreenSpinner } from 'shared/ui';
import { VerifyEmailGate } from '../features/auth/components/verify-email-gate.tsx';
import { PageMeta } from '../meta/page-meta.tsx';
import { FIRST_VISIT_ATTRIBUTE, holdsBothFirstViews } from '../prerender/first-visit-script.ts';
import { useHydrated, useShownSettings } from '../prerender/hydration.tsx';
import { HomePartContext, type HomePart } from './home-part.ts';
import { ScrollToTop } from './scroll-to-top.tsx';

/** `--header-height`: the header's own height at this width (a contract with the shell). */
const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  --header-height: ${HEADER_HEIGHT.wide}px;
  @media (max-width: ${MOBILE_BREAKPOINT}px) {
    --header-height: ${HEADER_HEIGHT.narrow}px;
  }
`;

/** At least a screen tall, so the footer starts below the fold and never moves as the screen loads. */
const Main = styled.main`
  flex: 1;
  min-height: calc(100vh - var(--header-height));
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 2000;
    padding: 8px 12px;
    background: ${({ theme }) => theme.color.surface};
  }
`;

/**
 * Held at the header's height before the header arrives, painted as the header's band (its
 * background and bottom rule, drawn inside the height) so the first paint already has it.
 */
const HeaderSlot = styled(RemoteSlot)`
  min-height: var(--header-height);
  background: ${({ theme }) => theme.color.surface};
  box-shadow: inset 0 -1px 0 ${({ theme }) => theme.color.border};
`;

/** Marks each of `/`'s two first views while the page is as prerendered. */
const PART = 'data-home-part';

/**
 * `/` as prerendered holds both first views; its head script has marked `<html>` with whether a
 * view is stored, and these rules show the one that applies: the chooser, or the home in the
 * layout. Only until the page has hydrated: the browser then keeps only that one, where it is.
 */
const ShowTheFirstView = createGlobalStyle`
  html[${FIRST_VISIT_ATTRIBUTE}='true'] [${PART}='home'],
  html:not([${FIRST_VISIT_ATTRIBUTE}='true']) [${PART}='chooser'] {
    display: none;
  }
`;

/**
 * The layout every route shares: header and footer slots (remote-shell's parcels) around the
 * screen. `/` before a view has been chosen shows the screen alone (the view chooser).
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const { viewChosen } = useShownSettings();
  // The page's metadata goes into the HTML on the server; the browser keeps it current from here.
  const hydrated = useHydrated();
  const atHome = pathname === '/';
  // The build cannot know whether a view is stored, so `/` is drawn both ways and CSS shows one.
  // Each keeps its place in the tree after hydration, so the one shown is never drawn again.
  const both = atHome && !hydrated && holdsBothFirstViews();
  const framed = both || !atHome || viewChosen;
  const bare = both || (atHome && !viewChosen);
  const part = (name: HomePart) => (both ? { [PART]: name } : {});
  const screen = (name: HomePart) => (
    <HomePartContext value={name}>
      <Suspense fallback={<FullScreenSpinner />}>
        <Outlet />
      </Suspense>
    </HomePartContext>
  );

  return (
    <>
      {hydrated && <PageMeta />}
      <ScrollToTop />
      {both && <ShowTheFirstView />}
      {framed && (
        <Frame {...part('home')}>
          <SkipLink href="#main">Skip to content</SkipLink>
          <HeaderSlot id="remote_shell/Header" label="Header" />
          <VerifyEmailGate />
          <Main id="main" tabIndex={-1}>
            {screen('home')}
          </Main>
          <RemoteSlot id="remote_shell/Footer" label="Footer" />
        </Frame>
      )}
      {bare && <div {...part('chooser')}>{screen('chooser')}</div>}
    </>
  );
}
