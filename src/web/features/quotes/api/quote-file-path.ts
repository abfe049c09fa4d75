/**
 * GET /api/quotes/files/{fileId}: a file of the thread. A same-origin link downloads it
 * with the session cookie; nothing to fetch here.
 */
export const quoteFilePath = (fileId: string) => `/api/quotes/files/${encodeURIComponent(fileId)}`;
