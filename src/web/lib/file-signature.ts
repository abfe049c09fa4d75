/**
 * How each kind of file the shop takes begins: a picture renamed .pdf is told apart before it is
 * sent. The server checks the content fully (docs/business-rules.md "Files"); this lets the browser
 * say so when the file is chosen, not when the form or the order is sent.
 */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const JPEG = [0xff, 0xd8, 0xff];
const SIGNATURES: Record<string, readonly number[]> = {
  '.pdf': [0x25, 0x50, 0x44, 0x46], // %PDF
  '.doc': OLE,
  '.docx': [0x50, 0x4b, 0x03, 0x04], // a ZIP
  '.jpg': JPEG,
  '.jpeg': JPEG,
  '.png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
};

/** Whether `head` (a file's first bytes) begins as the file's extension says it should. */
export function contentMatchesName(name: string, head: ArrayBuffer): boolean {
  const lower = name.toLowerCase();
  const extension = Object.keys(SIGNATURES).find((candidate) => lower.endsWith(candidate));
  const signature = extension ? SIGNATURES[extension] : undefined;
  const bytes = new Uint8Array(head, 0, Math.min(head.byteLength, 8));
  return signature?.every((byte, i) => bytes[i] === byte) ?? false;
}

/** The first bytes of a file: enough for its signature. */
export const headOf = (file: Blob) => file.slice(0, 8).arrayBuffer();
