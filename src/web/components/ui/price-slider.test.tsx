import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PriceSlider } from './price-slider';

afterEach(cleanup);

// Radix measures the track; happy-dom has no layout, so give it a size and a ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function renderSlider(min: number, max: number) {
  const onValueCommit = vi.fn();
  render(
    <PriceSlider
      label="Price Range"
      min={1}
      max={1000}
      value={{ min, max }}
      onValueCommit={onValueCommit}
    />,
  );
  return {
    onValueCommit,
    low: screen.getByRole('slider', { name: 'Minimum price' }),
    high: screen.getByRole('slider', { name: 'Maximum price' }),
  };
}

describe('PriceSlider', () => {
  it('labels both handles and shows the range in euro', () => {
    const { low, high } = renderSlider(1, 1000);
    expect(low.getAttribute('aria-valuenow')).toBe('1');
    expect(high.getAttribute('aria-valuenow')).toBe('1000');
    expect(low.getAttribute('aria-valuetext')).toBe('€1.00');
    // At its end, the top handle takes in every dearer product too.
    expect(screen.getByText('€1,000.00+')).toBeTruthy();
    expect(high.getAttribute('aria-valuetext')).toBe('€1,000.00+');
  });

  it('moves a handle by one euro per arrow key and commits the range', () => {
    const { low, onValueCommit } = renderSlider(1, 1000);
    fireEvent.focus(low);
    fireEvent.keyDown(low, { key: 'ArrowRight' });
    expect(low.getAttribute('aria-valuenow')).toBe('2');
    expect(onValueCommit).toHaveBeenLastCalledWith({ min: 2, max: 1000 });
  });

  it('does not let the handles cross', () => {
    const { low, high, onValueCommit } = renderSlider(498, 500);
    fireEvent.focus(low);
    for (const key of ['ArrowRight', 'ArrowRight', 'PageUp', 'ArrowUp']) {
      fireEvent.keyDown(low, { key });
    }
    // The minimum stops one euro below the maximum.
    expect(low.getAttribute('aria-valuenow')).toBe('499');
    expect(high.getAttribute('aria-valuenow')).toBe('500');
    fireEvent.focus(high);
    for (const key of ['ArrowLeft', 'PageDown', 'ArrowDown']) {
      fireEvent.keyDown(high, { key });
    }
    expect(high.getAttribute('aria-valuenow')).toBe('500');
    expect(low.getAttribute('aria-valuenow')).toBe('499');
    for (const [range] of onValueCommit.mock.calls as [{ min: number; max: number }][]) {
      expect(range.min).toBeLessThan(range.max);
    }
  });
});
