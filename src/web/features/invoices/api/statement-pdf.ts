import { statementSearch, type StatementPeriod } from './get-statement';

/** GET /api/account/statement/pdf: the statement of the same period as a PDF attachment. */
export const statementPdfPath = (period: StatementPeriod) =>
  `/api/account/statement/pdf?${statementSearch(period)}`;
