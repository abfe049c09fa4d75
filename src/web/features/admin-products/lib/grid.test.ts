import { describe, expect, it } from 'vitest';
import { cellKey, rowsToSave, type Grid } from './grid';

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
