/** What other modules use of the search module. */
export type { SearchRequest } from './search-service.ts';
