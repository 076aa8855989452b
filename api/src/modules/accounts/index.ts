/** What the rest of the API uses of accounts: the name an organizer goes by. */
export { organizerName } from './display-name.ts';
