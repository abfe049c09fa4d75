/** GET /api/quotes/{number}/versions/{version}/pdf: the version as staff sent it, as a PDF. */
export const quoteVersionPdfPath = (number: string, version: number) =>
  `/api/quotes/${encodeURIComponent(number)}/versions/${version}/pdf`;
