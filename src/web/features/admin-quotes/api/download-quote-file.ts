/** GET /api/admin/quotes/files/{fileId}: a file of the thread, as staff download it. */
export const quoteFileUrl = (fileId: string) =>
  `/api/admin/quotes/files/${encodeURIComponent(fileId)}`;
