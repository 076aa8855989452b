import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link } from 'react-router-dom';
import { start } from 'single-spa';
import styled from 'styled-components';
import type { ParcelId } from 'shared/contracts';
import type { ParcelLifecycles } from 'shared/parcel';
import { RemoteSlot, setParcelLoader } from 'shared/remote-slot';
import { GlobalStyle, ThemeRoot } from 'shared/theme';

/** Example screens of a page-group remote, linked from its standalone page. */
export type StandaloneLinks = Array<[label: string, path: string]>;

export type StandaloneParcels = Partial<Record<ParcelId, { label: string; load: () => Promise<ParcelLifecycles> }>>;

const Screens = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  padding: 8px 16px;
`;

const Banner = styled.p`
  margin: 0;
  padding: 8px 16px;
  font-size: 0.85rem;
  background: ${({ theme }) => theme.color.accent};
  color: #1d1730;
`;

/**
 * A remote's own page for working on it alone: mounts its parcels exactly as the host
 * would. Parcels of other remotes (the bell inside the header, say) show their fallback.
 */
export function mountStandalone(remoteName: string, parcels: StandaloneParcels, links: StandaloneLinks = []): void {
  start();
  setParcelLoader(async (id) => {
    const parcel = parcels[id];
    return parcel ? parcel.load() : null;
  });
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <ThemeRoot>
        <GlobalStyle />
        <Banner>{remoteName} running standalone</Banner>
        {links.length > 0 && (
          <BrowserRouter>
            <Screens aria-label="Screens">
              {links.map(([label, path]) => (
                <Link key={path} to={path}>
                  {label}
                </Link>
              ))}
            </Screens>
          </BrowserRouter>
        )}
        {Object.entries(parcels).map(([id, parcel]) => (
          <RemoteSlot key={id} id={id as ParcelId} label={parcel.label} />
        ))}
      </ThemeRoot>
    </StrictMode>,
  );
}
