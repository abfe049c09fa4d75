// Types only: the screen takes the server's shapes without bundling its Zod schemas.
export type { MailItem, MailList, MailState } from '#src/shared/schemas/admin-mail';

import type { MailState } from '#src/shared/schemas/admin-mail';

/** Which mails the screen shows: one state, or all of them. */
export type MailFilter = MailState | 'all';

export interface MailListParams {
  filter: MailFilter;
  page: number;
}
