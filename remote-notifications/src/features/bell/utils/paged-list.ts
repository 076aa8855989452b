import type { Notification } from 'shared/contracts';
import { NOTIFICATION_PAGE_SIZE } from '../api/get-notifications.ts';

/** The notifications loaded so far (newest first), and whether older ones remain on the server. */
export type PagedList = { items: Notification[]; more: boolean };

function isFull(page: Notification[]): boolean {
  return page.length >= NOTIFICATION_PAGE_SIZE;
}

/**
 * The list after a fresh first page. Older pages loaded before stay below it when the new page
 * ends on one of their items, so the open dialog keeps its place; otherwise the list starts over.
 */
export function withFirstPage(previous: PagedList | null, page: Notification[], total: number): PagedList {
  const last = page.at(-1);
  const at = previous && last && isFull(page) ? previous.items.findIndex((item) => item._id === last._id) : -1;
  if (!previous || at === -1) return { items: page, more: isFull(page) && page.length < total };
  const onPage = new Set(page.map((item) => item._id));
  const items = [...page, ...previous.items.slice(at + 1).filter((item) => !onPage.has(item._id))];
  return { items, more: previous.more && items.length < total };
}

/** The list with the next older page added below it. */
export function withOlderPage(current: PagedList, page: Notification[], total: number): PagedList {
  const known = new Set(current.items.map((item) => item._id));
  const items = [...current.items, ...page.filter((item) => !known.has(item._id))];
  return { items, more: isFull(page) && items.length < total };
}
