/**
 * GET /api/account/documents/{number}/pdf: the invoice or credit note as a PDF attachment.
 * A plain same-origin link downloads it with the session cookie; nothing to fetch here.
 */
export const documentPdfPath = (number: string) =>
  `/api/account/documents/${encodeURIComponent(number)}/pdf`;
