import { useEffect } from 'react';
import type { PublicBusiness } from 'shared/contracts';
import { appStore } from 'shared/store';

/** Search results show about this much of a description; longer ones are cut at a word. */
const DESCRIPTION_LENGTH = 160;

function summary(business: PublicBusiness): string {
  const text = business.description.replace(/\s+/g, ' ').trim();
  if (!text) {
    const where = business.baseTown ? ` in ${business.baseTown}` : '';
    return `${business.name}: ${business.categories.join(', ')}${where}, for children's parties and events.`;
  }
  if (text.length <= DESCRIPTION_LENGTH) return text;
  const cut = text.slice(0, DESCRIPTION_LENGTH - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/**
 * Tells the host's <head> what this business page is about: its description, its address at the
 * current slug and its first photo to share. The title stays the site's one title.
 */
export function useBusinessPageMeta(business: PublicBusiness | null): void {
  useEffect(() => {
    if (!business) return;
    const path = `/pages/${encodeURIComponent(business.slug)}`;
    const photo = business.photos[0];
    const image = photo && new URL(photo.fallback, window.location.origin).href;
    appStore.getState().setPageMeta({
      path,
      canonicalPath: path,
      description: summary(business),
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
