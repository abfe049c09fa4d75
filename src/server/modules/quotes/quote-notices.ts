import { queueMail, type MailToQueue } from '../../lib/outbox';
import type { QuotesDeps } from './quote-access';
import { quotePdfInput } from './quote-documents.service';
import { renderQuotePdf } from './quote.pdf';
import * as mails from './quotes.mails';
import * as repo from './quotes.repo';

/** What happened to a quote, as the mails of docs/mail.md "Quotes" tell it. */
export type QuoteNotice =
  | { kind: 'requested'; actorId: number; message: string; fileNames: string[] }
  | { kind: 'quoted'; version: number }
  | {
      kind: 'request_revision' | 'reject' | 'message' | 'withdraw' | 'extend';
      actorId: number;
      byStaff: boolean;
      message: string;
      fileNames: string[];
      previousValidUntil?: string | null;
    }
  | {
      kind: 'accept';
      actorId: number;
      checkoutNumber: string;
      awaitingApproval: boolean;
      poNumber: string | null;
    }
  | { kind: 'expire' };

/**
 * Queues the mails of a step in its transaction (sent once it commits): the buyer hears of
 * what staff did and the shop's inbox of what the buyer did; a version goes with its PDF.
 */
export async function notify(
  tx: repo.Db,
  deps: Pick<QuotesDeps, 'inbox' | 'publicUrl' | 'seller'>,
  number: string,
  notice: QuoteNotice,
) {
  const found = (await repo.findQuote(tx, number))!;
  const quote = { number, title: found.title, companyName: found.companyName };
  const requester = { fullName: found.requestedBy, email: found.requesterEmail };
  const links = { linkBase: deps.publicUrl };
  const inbox = { linkBase: deps.publicUrl, inbox: deps.inbox };
  const version = found.currentVersion;
  const totalCents = found.totalCents ?? 0;
  const actor = 'actorId' in notice ? await repo.userContact(tx, notice.actorId) : undefined;
  const person = actor ? { fullName: actor.fullName, email: actor.email } : requester;
  const queued: MailToQueue[] = [];
  switch (notice.kind) {
    case 'requested': {
      const request = {
        quote,
        requester,
        lineCount: found.lineCount,
        units: found.units,
        siteAddress: found.siteAddress,
        deliveryFrom: found.deliveryFrom,
        deliveryTo: found.deliveryTo,
        message: notice.message,
        fileNames: notice.fileNames,
      };
      queued.push(mails.quoteRequestReceived(request, links));
      queued.push(mails.newQuoteRequestToShop(request, inbox));
      break;
    }
    case 'quoted': {
      const input = (await quotePdfInput(tx, deps.seller, found, notice.version))!;
      queued.push(
        mails.quoteVersionSent(
          {
            quote,
            to: requester,
            version: notice.version,
            totalCents: input.version.totalCents,
            validUntil: input.version.validUntil,
            message: input.version.message,
            pdf: await renderQuotePdf(input),
          },
          links,
        ),
      );
      break;
    }
    case 'accept': {
      const accepted = {
        quote,
        by: person,
        ...(actor?.id === found.requestedById ? {} : { requester }),
        version,
        totalCents,
        poNumber: notice.poNumber,
        outcome: notice.awaitingApproval
          ? { kind: 'awaiting_approval' as const, checkoutNumber: notice.checkoutNumber }
          : { kind: 'placed' as const, checkoutNumber: notice.checkoutNumber },
      };
      queued.push(mails.quoteAcceptedToBuyer(accepted, links));
      queued.push(mails.quoteAcceptedToShop(accepted, inbox));
      break;
    }
    case 'expire': {
      const expired = { quote, requester, version, totalCents, validUntil: found.validUntil ?? '' };
      queued.push(mails.quoteExpiredToBuyer(expired, links));
      queued.push(mails.quoteExpiredToShop(expired, inbox));
      break;
    }
    case 'request_revision':
      queued.push(
        mails.revisionRequestedToShop(
          { quote, by: person, version, message: notice.message },
          inbox,
        ),
      );
      break;
    case 'reject':
      queued.push(
        mails.quoteRejectedToShop({ quote, by: person, version, message: notice.message }, inbox),
      );
      break;
    case 'withdraw':
      queued.push(
        notice.byStaff
          ? mails.quoteWithdrawnByStaff(
              { quote, person: requester, message: notice.message },
              links,
            )
          : mails.quoteWithdrawnByBuyer({ quote, person, message: notice.message }, inbox),
      );
      break;
    case 'extend':
      queued.push(
        mails.quoteExtended(
          {
            quote,
            requester,
            version,
            validUntil: found.validUntil ?? '',
            previousValidUntil: notice.previousValidUntil ?? null,
          },
          links,
        ),
      );
      break;
    case 'message': {
      const sent = { quote, message: notice.message, fileNames: notice.fileNames };
      queued.push(
        notice.byStaff
          ? mails.quoteMessageToBuyer({ ...sent, person: requester }, links)
          : mails.quoteMessageToShop({ ...sent, person }, inbox),
      );
      break;
    }
  }
  for (const mail of queued) await queueMail(tx, mail);
}
