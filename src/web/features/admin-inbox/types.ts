// Types only: the screens take the server's shapes without bundling its Zod schemas.
export type {
  CallbackRequestItem,
  ContactMessageItem,
  InboxPagination,
} from '#src/shared/schemas/admin-inbox';

/** Which items a list shows: staff work through the unhandled ones first. */
export type InboxFilter = 'unhandled' | 'handled' | 'all';

export interface InboxListParams {
  filter: InboxFilter;
  page: number;
}
