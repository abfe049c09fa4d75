/** GET /api/admin/quotes/{number}/versions/{version}/pdf: the version as the buyer got it. */
export const quoteVersionPdfUrl = (number: string, version: number) =>
  `/api/admin/quotes/${encodeURIComponent(number)}/versions/${version}/pdf`;
