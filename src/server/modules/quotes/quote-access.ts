import type { Database } from '#src/db/database';
import { seesCompanyQuotes, type QuoteState } from '#src/shared/domain/quotes';
import type { CompanyRole } from '#src/shared/domain/companies';
import type { FileStorage } from '../../lib/file-storage';
import type { Seller } from '../invoices/document-types';

/** What the quote steps need (docs/business-rules.md "Quotes"). */
export interface QuotesDeps {
  db: Database;
  files: FileStorage;
  /** The shop's inbox: told of every request and answer. */
  inbox: string;
  /** Where mailed links point. */
  publicUrl: string;
  seller: Seller;
  log: {
    error: (details: object, message: string) => void;
    warn: (details: object, message: string) => void;
  };
}

/** Who acts: a member of a company, or a member of staff. */
export type QuoteViewer =
  | { kind: 'buyer'; userId: number; companyId: number; role: CompanyRole }
  | { kind: 'staff'; userId: number };

/** Whether the viewer may read the quote: staff, its requester, or who sees the company's. */
export function mayRead(
  viewer: QuoteViewer,
  quote: { companyId: number; userId: number; status: QuoteState },
) {
  if (viewer.kind === 'staff') return quote.status !== 'draft';
  if (quote.companyId !== viewer.companyId) return false;
  if (quote.userId === viewer.userId) return true;
  return quote.status !== 'draft' && seesCompanyQuotes(viewer.role);
}
