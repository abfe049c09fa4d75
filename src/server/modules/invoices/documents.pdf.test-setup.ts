import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll } from 'vitest';
import type { Buyer, Seller } from './document-types';

/**
 * What the document PDF tests share: the PDFs read back with poppler's pdftotext, as a
 * buyer's viewer or an accounts package would, and the seller and buyer they are for.
 */

export const run = promisify(execFile);

/**
 * A temporary folder of the test file's own for its PDFs, removed after its tests; `saved`
 * writes one there and gives its path. Call it once, at the top of the file.
 */
export function setUpPdfFiles() {
  let dir = '';
  let files = 0;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'documents-pdf-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return async function saved(pdf: Buffer): Promise<string> {
    const file = path.join(dir, `${++files}.pdf`);
    await writeFile(file, pdf);
    return file;
  };
}

/** The text of the pages, laid out as printed; pages end with a form feed. */
export async function pdfText(file: string, ...options: string[]): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', ...options, file, '-'], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
}

/**
 * One space for every run of spaces and line ends: a table row's cells then read in
 * order, and a sentence that wraps reads whole.
 */
export const flat = (text: string) => text.replace(/\s+/g, ' ');

/** The fonts a PDF uses, by name without the subset tag, and whether each is embedded. */
export async function embeddedFonts(file: string) {
  const { stdout } = await run('pdffonts', [file]);
  // name, type (one or two words), encoding, emb, sub, uni, object, generation
  return stdout
    .split('\n')
    .slice(2)
    .filter((row) => row.trim() !== '')
    .map((row) => {
      const cells = row.trim().split(/\s+/);
      return { name: cells[0]!.replace(/^[A-Z]{6}\+/, ''), embedded: cells.at(-5) };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

export const missing = (text: string, expected: string[]) =>
  expected.filter((e) => !text.includes(e));

export const seller: Seller = {
  legalName: 'Cruinn Furniture Manufacturing Limited',
  address: ['Unit 4, Ballymount Industrial Estate', 'Dublin 12, D12 X2Y4'],
  vatNumber: 'IE6388047V',
  companyNumber: '512345',
  email: 'accounts@cruinn.ie',
  phone: '+353 1 555 0123',
  iban: 'IE29 AIBK 9311 5212 3456 78',
  bic: 'AIBKIE2D',
};

export const buyer: Buyer = {
  name: 'Óstán an Chláir Teoranta',
  address: ['Sráid an Mhuilinn, Inis', 'Co. an Chláir, V95 T2X8'],
  vatNumber: 'IE3456789OH',
  invoiceEmail: 'cuntais@ostanchlair.ie',
};

/** The pages' text, one string a page. */
export async function pdfPages(file: string): Promise<string[]> {
  return (await pdfText(file)).split('\f').filter((page) => page.trim() !== '');
}
