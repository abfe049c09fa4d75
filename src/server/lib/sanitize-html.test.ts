import { describe, expect, it } from 'vitest';
import { sanitizeStaffHtml } from './sanitize-html';

describe('sanitizeStaffHtml (docs/business-rules.md "Staff HTML")', () => {
  it.each([
    ['<p>Hello <strong>trade</strong></p>', '<p>Hello <strong>trade</strong></p>'],
    ['<p onclick="x()">Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<img src="x" onerror="alert(1)">', '<img src="x" />'],
    ['<iframe src="https://evil.example"></iframe><style>p{}</style>', ''],
    [
      '<a href="https://example.ie" target="_blank">site</a>',
      '<a href="https://example.ie" target="_blank" rel="noopener noreferrer">site</a>',
    ],
    ['<table><tr><td>5ft</td></tr></table>', '<table><tr><td>5ft</td></tr></table>'],
  ])('keeps what is allowed and drops the rest: %s', (input, output) => {
    expect(sanitizeStaffHtml(input)).toBe(output);
  });

  it.each(['<p>   </p>', '<p>&nbsp;</p><p><br></p>', '<h2> </h2><ul><li></li></ul>', '  '])(
    'keeps nothing of markup without a word or a picture: %j',
    (input) => {
      expect(sanitizeStaffHtml(input)).toBe('');
    },
  );
});
