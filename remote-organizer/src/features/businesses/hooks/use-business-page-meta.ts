import { useEffect } from 'react';
import { ORGANIZER_PATHS, type PublicBusiness, routePath } from 'shared/contracts';
import { appStore } from 'shared/store';
import { businessSummary } from '../utils/business-summary.ts';

/**
 * Tells the host's <head> what this business page is about: its description, its address at the
 * current slug and its first photo to share. The title stays the site's one title.
 */
export function useBusinessPageMeta(business: PublicBusiness | null): void {
  useEffect(() => {
    if (!business) return;
    const path = routePath(ORGANIZER_PATHS.businessPage, { businessName: business.slug });
    const photo = business.photos[0];
    const image = photo && new URL(photo.fallback, window.location.origin).href;
    appStore.getState().setPageMeta({
      path,
      canonicalPath: path,
      description: businessSummary(business),
      image,
      structuredData: {
        '@context': 'https://schema.org',
        '@type': 'LocalBusiness',
        name: business.name,
        description: business.description || undefined,
        image,
        address: business.baseTown
          ? { '@type': 'PostalAddress', addressLocality: business.baseTown, addressCountry: 'GB' }
          : undefined,
      },
    });
  }, [business]);
}
