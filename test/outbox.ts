import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface OutboxMail {
  name: string;
  raw: string;
  headers: Map<string, string>;
  /** The text part, quoted-printable decoded. */
  body: string;
  /** The text a reader sees: `body`, or of a mail with attachments its text part, decoded. */
  text: string;
}

/**
 * Every mail the app wrote to DATA_DIR/outbox (docs/runtime-contract.md "Storage"), oldest first.
 * Given the test app itself, its outbox worker first sends every mail queued so far (docs/mail.md):
 * mail leaves a moment after the answer, never within the request.
 */
export async function readOutbox(
  from: string | { dataDir: string; app: { outbox: { drain(): Promise<void> } } },
): Promise<OutboxMail[]> {
  if (typeof from !== 'string') await from.app.outbox.drain();
  const dir = path.join(typeof from === 'string' ? from : from.dataDir, 'outbox');
  const names = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(
    names
      .filter((n) => n.endsWith('.eml'))
      .map(async (name) => {
        const raw = await readFile(path.join(dir, name), 'utf8');
        const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
        const headers = new Map<string, string>();
        for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
          const colon = line.indexOf(':');
          headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
        }
        const body = decoded(headers, rest.join('\n\n'));
        return { name, raw, headers, body, text: textPart(headers, body) };
      }),
  );
}

function decoded(headers: Map<string, string>, body: string) {
  if (headers.get('content-transfer-encoding') !== 'quoted-printable') return body;
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/g, '%25');
  return decodeURIComponent(bytes);
}

/** Of a multipart mail (one with attachments), its text/plain part, decoded. */
function textPart(headers: Map<string, string>, body: string): string {
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  if (!boundary) return body;
  for (const part of body.split(`--${boundary}`)) {
    const [head = '', ...content] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const partHeaders = new Map<string, string>();
    for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon > 0) {
        partHeaders.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
      }
    }
    if (partHeaders.get('content-type')?.startsWith('text/plain')) {
      return decoded(partHeaders, content.join('\n\n').replace(/\r?\n$/, ''));
    }
  }
  return body;
}
