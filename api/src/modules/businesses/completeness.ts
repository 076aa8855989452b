/**
 * What a business still needs before it can be published: details (name, categories,
 * description, base town, age range), at least one package, one photo and one area.
 */
import type { BusinessRow } from '../../db/schema.ts';
import type { StepCounts } from './businesses-repository.ts';

export interface Completeness {
  details: boolean;
  packages: boolean;
  photos: boolean;
  areas: boolean;
  complete: boolean;
  missing: string[];
}

export function completenessOf(business: BusinessRow, counts: StepCounts): Completeness {
  const missing: string[] = [];
  if (business.description.trim() === '') missing.push('a description');
  if (business.baseTown === null) missing.push('a base town');
  if (business.ageMin === null) missing.push('an age range');
  const details = missing.length === 0;
  if (counts.packages === 0) missing.push('at least one package');
  if (counts.photos === 0) missing.push('at least one photo');
  if (counts.areas === 0) missing.push('at least one area covered');
  return {
    details,
    packages: counts.packages > 0,
    photos: counts.photos > 0,
    areas: counts.areas > 0,
    complete: missing.length === 0,
    missing,
  };
}

/** "a, b and c" */
export function listInWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
