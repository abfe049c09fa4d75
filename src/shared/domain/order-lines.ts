/**
 * The rules of an order line that the product page, the cart and checkout show before
 * anything is sent, and the server enforces (schemas/orders builds its validation on
 * them). Kept apart from the schemas so that a page showing a limit does not load the
 * validation library with it.
 */

export const SELECTION_INVALID = 'Invalid size, fabric or fabric color selection.';
export const QUOTE_FILE_MAX_BYTES = 10 * 1024 * 1024;
/** docs/business-rules.md "Files": PDF and Word, checked by content. */
export const QUOTE_FILE_TYPES = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const satisfies Record<string, readonly string[]>;
export const QUOTE_FILE_ACCEPT = '.pdf,.doc,.docx';
export const QUOTE_FILE_TOO_LARGE = 'The quote file must be at most 10 MB.';
export const QUOTE_FILE_WRONG_TYPE = 'The quote file must be a PDF or Word (.doc, .docx) document.';
export const QUOTE_TEXT_MAX = 2000;
export const REFERENCE_MAX = 60;
/** A buyer's purchase-order number for a whole checkout (docs/business-rules.md "Orders and checkouts"). */
export const PO_NUMBER_MAX = 35;
export const SHIPPING_ADDRESS_MAX = 500;
