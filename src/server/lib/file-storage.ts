import { once } from 'node:events';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileTypeFromFile } from 'file-type';
import type { Database } from '../../db/database';
import { uploadedFiles } from '../../db/schema/files';

type FilePurpose = (typeof uploadedFiles.$inferInsert)['purpose'];

/** A refused upload: the status and the message a form shows next to the file field. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadRules {
  maxBytes: number;
  /** Accepted MIME types (as the content says) and the file name endings of each. */
  types: Readonly<Record<string, readonly string[]>>;
  tooLargeMessage: string;
  wrongTypeMessage: string;
}

/** An upload checked and written to a temporary file, not yet recorded. */
export interface StagedFile {
  tempPath: string;
  /** Set by save(): where the bytes went, so discard() can undo a save that rolled back. */
  savedPath?: string;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  sha256: string;
}

const MAX_NAME_LENGTH = 200;

/**
 * The visitor's file name, only ever shown to staff and offered as a download name:
 * no folders, control or shell-special characters, and an ending that matches the
 * content (a PNG called "scan.pdf" is kept as "scan.png").
 */
export function sanitiseFileName(name: string, extensions: readonly string[]): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}<>:"|?*]+/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+|[.\s]+$/g, '');
  const wanted = extensions[0] ?? '';
  const ext = path.extname(base);
  const stem = (ext ? base.slice(0, -ext.length) : base).trim() || 'attachment';
  const ending = extensions.includes(ext.toLowerCase()) ? ext : wanted;
  return `${stem.slice(0, MAX_NAME_LENGTH - ending.length)}${ending}`;
}

function byteLimit(maxBytes: number, tooLarge: () => Error) {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > maxBytes ? tooLarge() : null, chunk);
    },
  });
}

/**
 * Private uploads (contact attachments, special-quote files) under
 * DATA_DIR/uploads/private/<yyyy>/<mm>/<uuid>: outside every static root, named by the server only
 * (docs/business-rules.md "Files"). The uuid is also the uploaded_files row id.
 */
export function createFileStorage({ uploadsDir }: { uploadsDir: string }) {
  const privateDir = path.join(uploadsDir, 'private');
  const incomingDir = path.join(privateDir, '.incoming');

  /**
   * Streams an upload to a temporary file, refusing it as soon as it passes
   * `rules.maxBytes`, then checks its type by content. Throws UploadError.
   */
  async function stage(
    source: Readable,
    fileName: string,
    rules: UploadRules,
  ): Promise<StagedFile> {
    await mkdir(incomingDir, { recursive: true });
    const tempPath = path.join(incomingDir, `${randomUUID()}.part`);
    const hash = createHash('sha256');
    let sizeBytes = 0;
    const sink = createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
    try {
      await pipeline(
        source,
        byteLimit(rules.maxBytes, () => new UploadError(413, rules.tooLargeMessage)),
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            sizeBytes += chunk.length;
            done(null, chunk);
          },
        }),
        sink,
      );
      const mimeType = await contentType(tempPath, fileName);
      const extensions = mimeType === undefined ? undefined : rules.types[mimeType];
      if (mimeType === undefined || !extensions || sizeBytes === 0)
        throw new UploadError(400, rules.wrongTypeMessage);
      return {
        tempPath,
        originalName: sanitiseFileName(fileName, extensions),
        mimeType,
        sizeBytes,
        sha256: hash.digest('hex'),
      };
    } catch (error) {
      // A file refused early may still be opening: removed only once its stream has
      // closed, or the opening would create it again after the removal (a .part left).
      if (!sink.closed) await once(sink, 'close').catch(() => {});
      await rm(tempPath, { force: true });
      throw error;
    }
  }

  /**
   * Moves a staged file into place and records it (inside the caller's transaction when
   * `db` is one). The file is in place before the row exists; if recording fails the
   * file is removed again. Returns the row id.
   */
  async function save(
    db: Pick<Database, 'insert'>,
    staged: StagedFile,
    { purpose, ownerUserId = null }: { purpose: FilePurpose; ownerUserId?: number | null },
  ): Promise<string> {
    const id = randomUUID();
    const now = new Date();
    const yyyy = String(now.getUTCFullYear());
    const mm = String(now.getUTCMonth() + 1).padStart(2, '0');
    const storageKey = `private/${yyyy}/${mm}/${id}`;
    const target = path.join(uploadsDir, storageKey);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(staged.tempPath, target);
    staged.savedPath = target;
    try {
      await db.insert(uploadedFiles).values({
        id,
        ownerUserId,
        purpose,
        originalName: staged.originalName,
        mimeType: staged.mimeType,
        sizeBytes: staged.sizeBytes,
        sha256: staged.sha256,
        storageKey,
        createdAt: now,
      });
    } catch (error) {
      await rm(target, { force: true });
      throw error;
    }
    return id;
  }

  /**
   * Forgets an upload that will not be kept: before save(), or after it when the
   * caller's transaction rolled back (the row is gone, so the bytes go too).
   */
  async function discard(staged: StagedFile | undefined) {
    if (!staged) return;
    await rm(staged.tempPath, { force: true });
    if (staged.savedPath) await rm(staged.savedPath, { force: true });
  }

  /** Where a saved file's bytes are (for the staff download route). */
  const pathOf = (storageKey: string) => {
    const resolved = path.resolve(uploadsDir, storageKey);
    if (!resolved.startsWith(privateDir + path.sep)) throw new Error('Not a private file');
    return resolved;
  };

  /** Removes a saved file's bytes once its row is gone (a cart line's quote file, say). */
  const remove = (storageKey: string) => rm(pathOf(storageKey), { force: true });

  return { stage, save, discard, pathOf, remove, privateDir };
}

export type FileStorage = ReturnType<typeof createFileStorage>;

/**
 * Removes staged uploads (`.incoming/*.part`) older than `olderThanMs`: what a crash or a
 * kill left while a file was arriving, which nothing else would ever remove. Another
 * instance sharing the folder may be receiving a file right now, so a running shop only
 * sweeps parts far older than any upload takes. Returns how many it removed.
 */
export async function sweepIncoming(uploadsDir: string, olderThanMs: number): Promise<number> {
  const incoming = path.join(uploadsDir, 'private', '.incoming');
  const names = await readdir(incoming).catch(() => [] as string[]);
  const before = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names) {
    const file = path.join(incoming, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || info.mtimeMs > before) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}

/**
 * The MIME type the bytes say. Old Word files are OLE compound files, which file-type
 * reports as application/x-cfb (Excel and PowerPoint files are too): one counts as a
 * Word document only when its name ends .doc.
 */
async function contentType(filePath: string, fileName: string): Promise<string | undefined> {
  const detected = await fileTypeFromFile(filePath);
  if (detected?.mime === 'application/x-cfb') {
    return fileName.toLowerCase().endsWith('.doc') ? 'application/msword' : undefined;
  }
  return detected?.mime;
}
