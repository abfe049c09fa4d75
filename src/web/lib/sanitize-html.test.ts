import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

// Runs without a DOM (the unit project). Real sanitising needs a real browser: DOMPurify is
// not safe under happy-dom, so it is checked in Chromium (e2e/home-contact.e2e.test.ts).
describe('sanitizeHtml', () => {
  it('shows nothing rather than unsanitised HTML when there is no DOM', () => {
    expect(sanitizeHtml('<p>Hi</p><script>alert(1)</script>')).toBe('');
  });
});
