import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './private-download';

describe('attachmentDisposition', () => {
  it.each([
    ['plan.pdf', `attachment; filename="plan.pdf"; filename*=UTF-8''plan.pdf`],
    [
      "O'Brien (v2)*.pdf",
      `attachment; filename="O'Brien (v2)*.pdf"; filename*=UTF-8''O%27Brien%20%28v2%29%2A.pdf`,
    ],
    [
      'Bouclé "menu".docx',
      `attachment; filename="Boucl_ _menu_.docx"; filename*=UTF-8''Boucl%C3%A9%20%22menu%22.docx`,
    ],
  ])('names %s safely for every browser', (name, header) => {
    expect(attachmentDisposition(name)).toBe(header);
  });
});
