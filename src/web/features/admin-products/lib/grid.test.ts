import { describe, expect, it } from 'vitest';
import { cellKey, regrid, rowsToSave, type Grid } from './grid';

const grid: Grid = {
  columns: [
    { sizeId: 1, label: 'Single' },
    { sizeId: 2, label: 'Double' },
  ],
  rows: [{ fabricId: null, fabricColorId: null, label: 'Any fabric (size price)' }],
};

describe('rowsToSave', () => {
  it('sends the prices as typed by staff, thousands commas and € included', () => {
    const cells = { [cellKey(1, null, null)]: '€1,250.50', [cellKey(2, null, null)]: '' };
    expect(rowsToSave(cells, grid)).toEqual({
      rows: [{ sizeId: 1, fabricId: null, fabricColorId: null, price_euro: 1250.5 }],
      keys: [cellKey(1, null, null)],
      problems: {},
    });
  });

  it('sends nothing for a decimal comma (not 125.00) or a price of €0.00, and says why', () => {
    const single = cellKey(1, null, null);
    const double = cellKey(2, null, null);
    expect(rowsToSave({ [single]: '12,5', [double]: '0' }, grid)).toEqual({
      rows: [],
      keys: [],
      problems: {
        [single]: 'Use a point for decimals, as in 249.99',
        [double]: 'A price must be more than €0.00',
      },
    });
  });
});

describe('regrid', () => {
  it('keeps unsaved typing whose cell is still in the new grid, and the saved prices', () => {
    const single = cellKey(1, null, null);
    const double = cellKey(2, null, null);
    const king = cellKey(3, null, null);
    const saved = { [single]: '100.00', [king]: '300.00' };
    const typed = { [single]: '100.00', [double]: '250', [king]: '310' };
    // The details were saved without the king size and with the double one.
    const fresh = { [single]: '100.00' };
    expect(regrid(typed, saved, fresh, grid)).toEqual({ [single]: '100.00', [double]: '250' });
  });
});
