/** The slug of a business page (`/pages/{businessName}`): its name in lower-case ASCII words joined by hyphens. */
export const MAX_SLUG_LENGTH = 80;

export function slugify(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > MAX_SLUG_LENGTH) break;
    slug = next;
  }
  return slug || 'business';
}

/** `base`, then `base-2`, `base-3`…: the candidates tried in turn until one is free. */
export function slugCandidate(base: string, attempt: number): string {
  return attempt === 1 ? base : `${base}-${attempt}`;
}
