import { describe, expect, it } from 'vitest';
import {
  BEDS_LEAD_TIME_LABEL,
  cartLeadTime,
  cartLeadTimeLabel,
  FROM_STOCK_LABEL,
  lineLeadTimeLabel,
  eircodeInAddress,
  leadTimeLabel,
  lineLeadTime,
  loadOf,
  routingKeyOf,
} from './delivery-days';

describe('a line’s lead time', () => {
  const own = { minDays: 5, maxDays: 8 };
  const velvet = { minDays: 15, maxDays: 25 };
  it.each([
    [{ product: own, fabric: velvet, isBeds: true }, 15, 25, 'fabric'],
    [{ product: own, fabric: null, isBeds: true }, 5, 8, 'product'],
    [{ product: null, fabric: null, isBeds: true }, 10, 20, 'beds'],
    [{ product: null, fabric: null, isBeds: false }, 1, 2, 'stock'],
  ])('%o → %i–%i (%s)', (input, minDays, maxDays, source) => {
    expect(lineLeadTime(input)).toEqual({ minDays, maxDays, source });
  });

  it('of a cart is its slowest line’s, end by end', () => {
    expect(
      cartLeadTime([
        { minDays: 12, maxDays: 14 },
        { minDays: 5, maxDays: 20 },
      ]),
    ).toEqual({ minDays: 12, maxDays: 20 });
  });

  it.each([
    [{ minDays: 10, maxDays: 15 }, 'Made to order: ready in 10–15 working days'],
    [{ minDays: 7, maxDays: 7 }, 'Made to order: ready in 7 working days'],
    [{ minDays: 1, maxDays: 1 }, 'Made to order: ready in 1 working day'],
  ])('reads %o as "%s"', (lead, label) => {
    expect(leadTimeLabel(lead)).toBe(label);
  });
});

describe('lead times in words where the buyer sees them', () => {
  const own = { minDays: 5, maxDays: 8, source: 'product' as const };
  const beds = { minDays: 10, maxDays: 20, source: 'beds' as const };
  const stock = { minDays: 1, maxDays: 2, source: 'stock' as const };

  it('says stock and the Beds default as the product page does, an own lead time in days', () => {
    expect(lineLeadTimeLabel(stock)).toBe(FROM_STOCK_LABEL);
    expect(lineLeadTimeLabel(beds)).toBe(BEDS_LEAD_TIME_LABEL);
    expect(lineLeadTimeLabel(own)).toBe('Made to order: ready in 5–8 working days');
  });

  it.each([
    [[stock, stock], FROM_STOCK_LABEL],
    [[stock, beds], BEDS_LEAD_TIME_LABEL],
    [[own, stock], 'Made to order: ready in 5–8 working days'],
    [
      [beds, { minDays: 12, maxDays: 15, source: 'fabric' as const }],
      'Made to order: ready in 12–20 working days',
    ],
  ])('a cart of %o says "%s"', (lines, label) => {
    expect(cartLeadTimeLabel(lines)).toBe(label);
  });
});

describe('the delivery region of an address', () => {
  it.each([
    ['D02 X285', 'D02'],
    ['d6w a1b2', 'D6W'],
    ['H91E2K3', 'H91'],
    ['BT1 5GS', undefined],
  ])('routing key of %s is %s', (eircode, key) => {
    expect(routingKeyOf(eircode)).toBe(key);
  });

  it.each([
    ['Unit 4, Ashbourne Business Park, Co. Meath A84 KX39', 'A84 KX39'],
    ['12 Shop St, Galway h91e2k3', 'H91 E2K3'],
    ['No code here, Dublin 2', undefined],
  ])('finds the Eircode in "%s"', (address, eircode) => {
    expect(eircodeInAddress(address)).toBe(eircode);
  });

  it('weighs a delivery as one stop or as its units', () => {
    expect(loadOf('deliveries', 120)).toBe(1);
    expect(loadOf('units', 120)).toBe(120);
  });
});
