import type { Database } from '#src/db/database';
import type { MailQuery } from '#src/shared/schemas/admin-mail';
import * as repo from './mail.repo';

/** The outbox as staff see it (docs/mail.md): failing mails first, then the newest. */
export const listMails = (db: Database, query: MailQuery) => repo.listMails(db, query);

/** Send a mail again: one not sent now, a sent one as a copy (never one with a secret). */
export const resendMail = (db: Database, id: number, staffId: number) =>
  repo.resendMail(db, id, staffId);
