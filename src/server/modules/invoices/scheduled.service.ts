import type { Database } from '#src/db/database';
import {
  addDays,
  dublinDate,
  monthStart,
  previousMonthStart,
  type IsoDate,
} from '#src/shared/domain/calendar-dates';
import { queueMail } from '../../lib/outbox';
import { workingDayFrom } from '../../lib/working-days';
import { statementOf } from './account.repo';
import type { Seller } from './document-types';
import { statementPdf } from './documents.pdf';
import { statementMail } from './invoices.mails';
import { companyBuyer } from './issued-documents.repo';
import * as runs from './statement-run.repo';

/**
 * The month's statements (docs/business-rules.md "Invoices and payments"): on the first
 * working day of each month, every company with a balance is mailed its statement of the
 * month before, with the PDF. Each company's mail is claimed in the transaction that
 * queues it, so several instances running at once mail each statement once, and a run
 * cut short (by a shutdown, or missed while the shop was down) is finished by the next
 * hourly look.
 */

export interface StatementRunDeps {
  db: Database;
  seller: Seller;
  publicUrl: string;
  log: { info: (details: object, message: string) => void };
  /** True once the server is closing: the run stops between two companies. */
  stopping?: () => boolean;
}

const JOB = 'monthly-statements';
const PROGRESS_EVERY = 500;

/** The period the run of `today`'s month covers: the whole month before. */
export function statementPeriodFor(today: IsoDate) {
  const from = previousMonthStart(today);
  return { period: from.slice(0, 7), from, to: addDays(monthStart(today), -1) };
}

export async function mailMonthlyStatements(
  deps: StatementRunDeps,
  today: IsoDate = dublinDate(),
): Promise<number> {
  if (today < workingDayFrom(monthStart(today))) return 0;
  const { period, from, to } = statementPeriodFor(today);
  if (await runs.runFinished(deps.db, JOB, period)) return 0;
  const companyIds = await runs.companiesWithBalance(deps.db, to);
  deps.log.info({ period, companies: companyIds.length }, `mailing statements for ${period}`);
  let mailed = 0;
  for (const [i, companyId] of companyIds.entries()) {
    if (deps.stopping?.()) {
      // Each statement mailed so far is claimed: the next run mails the rest.
      deps.log.info({ period, mailed }, 'statements: stopped for shutdown, the next run goes on');
      return mailed;
    }
    const sent = await deps.db.transaction(async (tx) => {
      if (!(await runs.claimStatement(tx, companyId, period))) return false;
      const buyer = await companyBuyer(tx, companyId);
      if (!buyer) return false;
      const statement = await statementOf(tx, { seller: deps.seller, buyer, companyId }, from, to);
      await queueMail(tx, {
        ...statementMail(statement, deps.publicUrl),
        purpose: `statement ${period} of company ${companyId}`,
        attachments: [
          {
            filename: `statement-${period}.pdf`,
            contentType: 'application/pdf',
            content: await statementPdf(statement),
          },
        ],
      });
      return true;
    });
    if (sent) mailed += 1;
    if ((i + 1) % PROGRESS_EVERY === 0) {
      deps.log.info({ period, done: i + 1, of: companyIds.length }, 'statements: still mailing');
    }
  }
  await runs.finishRun(deps.db, JOB, period);
  deps.log.info({ period, mailed }, `mailed ${mailed} statements for ${period}`);
  return mailed;
}
