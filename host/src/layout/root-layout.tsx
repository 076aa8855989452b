import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppStore } from 'shared/store';
import { RemoteSlot } from 'shared/remote-slot';
import { FullScreenSpinner } from 'shared/ui';
import { VerifyEmailNotice } from '../features/auth/components/verify-email-notice.tsx';
import { PageMeta } from '../meta/page-meta.tsx';
import { ScrollToTop } from './scroll-to-top.tsx';

const Frame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1;
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

const HeaderSlot = styled(RemoteSlot)`
  min-height: 64px;
`;

/**
 * The layout every route shares: header and footer slots (remote-shell's parcels) around the
 * screen. `/` before a view has been chosen shows the screen alone.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const viewChosen = useAppStore((state) => state.viewChosen);
  const bare = pathname === '/' && !viewChosen;
  const screen = (
    <Suspense fallback={<FullScreenSpinner />}>
      <Outlet />
    </Suspense>
  );

  return (
    <>
      <PageMeta />
      <ScrollToTop />
      {bare ? (
        screen
      ) : (
        <Frame>
          <SkipLink href="#main">Skip to content</SkipLink>
          <HeaderSlot id="remote_shell/Header" label="Header" />
          <VerifyEmailNotice />
          <Main id="main" tabIndex={-1}>
            {screen}
          </Main>
          <RemoteSlot id="remote_shell/Footer" label="Footer" />
        </Frame>
      )}
    </>
  );
}
