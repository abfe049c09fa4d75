import { vi } from 'vitest';

// DOMPurify is not safe under happy-dom (its README says so, and scripts do survive
// there), so the real sanitiser is tested in Chromium (e2e/home-contact.e2e.test.ts).
// Component tests that call `vi.mock('<path>/lib/sanitize-html')` get this stand-in and
// check that the HTML they render went through it.
export const sanitizeHtml = vi.fn((html: string) => html.replace(/<script.*?<\/script>/g, ''));
