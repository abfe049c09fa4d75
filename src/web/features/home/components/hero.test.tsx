import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hero, TRADE_BENEFITS } from './hero';

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: reduce && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

function renderHero(props: { productsLoaded?: boolean } = {}) {
  return render(
    <MemoryRouter>
      <Hero {...props} />
    </MemoryRouter>,
  );
}

const typedLines = () =>
  [...screen.getByTestId('hero-benefits').querySelectorAll('li')].map((li) =>
    (li.textContent ?? '').replace(/^✓\s*/, '').replace(/\u00a0$/, ''),
  );

/** Each timer is set by an effect after the previous render, so time moves in steps. */
function advance(ms: number) {
  for (let elapsed = 0; elapsed < ms; elapsed += 10)
    act(() => {
      vi.advanceTimersByTime(10);
    });
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Hero', () => {
  it('types the benefits at 100 ms a character with 200 ms between lines', () => {
    mockReducedMotion(false);
    renderHero();
    expect(typedLines()).toEqual(['']);
    advance(400);
    expect(typedLines()).toEqual(['See ']);
    advance(1200); // 16 characters typed
    expect(typedLines()).toEqual(['See Trade Prices']);
    advance(190);
    expect(typedLines()).toEqual(['See Trade Prices']);
    advance(10 + 100); // the 200 ms pause, then the first character of line two
    expect(typedLines()).toEqual(['See Trade Prices', 'P']);
    advance(10_000);
    expect(typedLines()).toEqual([...TRADE_BENEFITS]);
  });

  it('shows the whole list at once when motion is reduced', () => {
    mockReducedMotion(true);
    renderHero();
    expect(typedLines()).toEqual([...TRADE_BENEFITS]);
  });

  it('shows the whole list once the products have loaded', () => {
    mockReducedMotion(false);
    renderHero({ productsLoaded: true });
    expect(typedLines()).toEqual([...TRADE_BENEFITS]);
  });

  it('has the visitor buttons and the full list for screen readers', () => {
    mockReducedMotion(false);
    renderHero();
    expect(screen.getByRole('link', { name: 'Apply for Trade Account' }).getAttribute('href')).toBe(
      '/signup',
    );
    expect(screen.getByRole('link', { name: 'Trade Sign In' }).getAttribute('href')).toBe(
      '/signin',
    );
    expect(screen.getByRole('list').textContent).toContain('Get Special Offers');
  });

  it('lets the moving background video be paused and played again (WCAG 2.2.2)', () => {
    mockReducedMotion(false);
    // The media element's own state: playing until pause() is called, and so on.
    let playing = false;
    vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(() => !playing);
    const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      playing = false;
      this.dispatchEvent(new Event('pause'));
    });
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (
      this: HTMLMediaElement,
    ) {
      playing = true;
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    const { container } = renderHero();
    const video = container.querySelector('video')!;
    // Until the video plays (autoplay may be refused), the button offers Play.
    expect(screen.getByRole('button', { name: 'Play background video' })).toBeTruthy();
    act(() => {
      void video.play();
    });
    act(() => {
      screen.getByRole('button', { name: 'Pause background video' }).click();
    });
    expect(pause.mock.contexts).toEqual([video]);
    act(() => {
      screen.getByRole('button', { name: 'Play background video' }).click();
    });
    expect(play.mock.contexts).toEqual([video, video]);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it('has no video, and so no pause button, when motion is reduced', () => {
    mockReducedMotion(true);
    const { container } = renderHero();
    expect(container.querySelector('video')).toBeNull();
    expect(screen.queryByRole('button', { name: /background video/ })).toBeNull();
  });
});
