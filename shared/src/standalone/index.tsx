import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { start } from 'single-spa';
import styled from 'styled-components';
import type { ParcelId } from '../contracts/remotes.ts';
import type { ParcelLifecycles } from '../parcel/lifecycles.ts';
import { RemoteSlot } from '../remote-slot/remote-slot.tsx';
import { setParcelLoader } from '../remote-slot/parcel-loader.ts';
import { GlobalStyle, ThemeRoot } from '../theme/index.ts';

export type StandaloneParcels = Partial<Record<ParcelId, { label: string; load: () => Promise<ParcelLifecycles> }>>;

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
export function mountStandalone(remoteName: string, parcels: StandaloneParcels): void {
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
        {Object.entries(parcels).map(([id, parcel]) => (
          <RemoteSlot key={id} id={id as ParcelId} label={parcel.label} />
        ))}
      </ThemeRoot>
    </StrictMode>,
  );
}
