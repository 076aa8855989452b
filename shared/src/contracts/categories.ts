import type { Category } from './api-contract.ts';
import { CATEGORIES } from './catalogue.ts';

/** Whether `value` names one of the categories (a URL's `?category=` may name anything). */
export function isCategory(value: string | null | undefined): value is Category {
  return (CATEGORIES as readonly string[]).includes(value ?? '');
}
