import { describe, expect, it } from 'vitest';
import { contentMatchesName } from './file-signature';

const bytes = (...values: number[]) => new Uint8Array([...values, 0x20, 0x20]).buffer;
const PDF = bytes(0x25, 0x50, 0x44, 0x46, 0x2d, 0x31);
const OLE = bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
const ZIP = bytes(0x50, 0x4b, 0x03, 0x04);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);

describe('contentMatchesName: the bytes must be what the name says', () => {
  it.each([
    ['plan.pdf', PDF],
    ['PLAN.PDF', PDF],
    ['plan.doc', OLE],
    ['plan.docx', ZIP],
    ['site.png', PNG],
    ['site.jpg', JPEG],
    ['site.JPEG', JPEG],
  ])('takes %s', (name, content) => {
    expect(contentMatchesName(name, content)).toBe(true);
  });

  it.each([
    ['a picture named .pdf', 'scan.pdf', PNG],
    ['a PDF named .docx', 'plan.docx', PDF],
    ['a .docx named .doc', 'plan.doc', ZIP],
    ['a PNG named .jpg', 'site.jpg', PNG],
    ['an empty file', 'plan.pdf', new ArrayBuffer(0)],
    ['a name of a kind the shop does not take', 'plan.txt', PDF],
  ])('refuses %s', (_what, name, content) => {
    expect(contentMatchesName(name, content)).toBe(false);
  });
});
