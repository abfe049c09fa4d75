import { describe, expect, it } from 'vitest';
import { PRICE_OR_DISCOUNT, VALID_UNTIL_PAST } from '#src/shared/schemas/quotes';
import { DECIMAL_COMMA_MESSAGE } from '#src/web/lib/typed-number';
import { quoteDetail, quotedDetail } from '../testing/fixtures';
import { PRICE_IN_CENTS, initialDraft, previewOf, readDraft } from './version-draft';

const TODAY = '2026-11-28';
const draftOf = (patch: { prices?: string[]; leads?: string[]; discount?: string }) => {
  const draft = initialDraft(quoteDetail(), TODAY);
  return {
    ...draft,
    discount: patch.discount ?? '',
    lines: draft.lines.map((line, i) => ({
      ...line,
      unitPrice: patch.prices?.[i] ?? '',
      leadTime: patch.leads?.[i] ?? line.leadTime,
    })),
  };
};

describe('the version draft', () => {
  it('starts blank with 20 working days, valid for 10 days', () => {
    const draft = initialDraft(quoteDetail(), TODAY);
    expect(draft.validUntil).toBe('2026-12-08');
    expect(draft.lines.map((l) => [l.unitPrice, l.leadTime])).toEqual([
      ['', '20'],
      ['', '20'],
      ['', '20'],
    ]);
  });

  it('keeps blank the prices the discount made, and the others as typed', () => {
    const draft = initialDraft(quotedDetail(), TODAY);
    expect(draft.discount).toBe('10');
    expect(draft.lines.map((l) => l.unitPrice)).toEqual(['', '110.00', '']);
  });

  it.each([
    // unit price, discount → line total with VAT in cents (3 × Navan at 499.99 list)
    ['', '12.5', 161433],
    ['', '0', 184497],
    ['400', '', 147600],
    ['1,250.5', '', 461436],
  ])('prices line 1 at %j with discount %j to %i cents', (price, discount, total) => {
    const preview = previewOf(draftOf({ prices: [price, '1', '1'], discount }), quoteDetail());
    expect(preview.lines[0]!.totalCents).toBe(total);
  });

  it('has no totals until every line has a price', () => {
    expect(previewOf(draftOf({ prices: ['1', '', '1'] }), quoteDetail()).totals).toBeNull();
  });

  it.each([
    ['249,99', DECIMAL_COMMA_MESSAGE],
    ['12.345', PRICE_IN_CENTS],
    ['abc', PRICE_IN_CENTS],
  ])('refuses the price %j', (price, message) => {
    const read = readDraft(draftOf({ prices: [price, '1', '1'] }), [], TODAY);
    expect(read.errors?.['lines.0.unit_price']).toBe(message);
  });

  it('asks a discount for the lines without a price, and a validity from today', () => {
    const draft = { ...draftOf({ prices: ['1', '', '1'] }), validUntil: '2026-11-27' };
    expect(readDraft(draft, [], TODAY).errors).toEqual({
      discount_percent: PRICE_OR_DISCOUNT,
      valid_until: VALID_UNTIL_PAST,
    });
  });

  it('refuses a lead time that is not a whole number of days', () => {
    const read = readDraft(draftOf({ discount: '5', leads: ['2.5', '', '0'] }), [], TODAY);
    expect(read.errors).toEqual({
      'lines.0.lead_time_days': 'Lead time must be a whole number of working days.',
      'lines.1.lead_time_days': 'Lead time must be a number of working days.',
      'lines.2.lead_time_days': 'Lead time must be at least 1 working day.',
    });
  });
});
