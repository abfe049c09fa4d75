import * as Slider from '@radix-ui/react-slider';
import { useState } from 'react';
import { formatEuro } from '../../lib/format';

export type PriceRange = { min: number; max: number };

type PriceSliderProps = {
  label: string;
  min: number;
  max: number;
  step?: number;
  value: PriceRange;
  /** Called when a handle is released (or moved by keyboard), not on every pixel of a drag. */
  onValueCommit: (value: PriceRange) => void;
};

/** Two handles that cannot cross (one step apart at least), value shown in euro. */
export function PriceSlider({ label, min, max, step = 1, value, onValueCommit }: PriceSliderProps) {
  const [live, setLive] = useState<[number, number]>([value.min, value.max]);
  const [committed, setCommitted] = useState(value);
  // A new value from outside (Clear, Back) replaces the one being shown.
  if (committed.min !== value.min || committed.max !== value.max) {
    setCommitted(value);
    setLive([value.min, value.max]);
  }

  // The top handle at its end takes in everything dearer too.
  const top = (price: number) => (price >= max ? `${formatEuro(price)}+` : formatEuro(price));

  return (
    <div role="group" aria-label={label}>
      <p className="flex justify-between text-sm text-linen-800" aria-live="polite">
        <span>{formatEuro(live[0])}</span>
        <span>{top(live[1])}</span>
      </p>
      <Slider.Root
        min={min}
        max={max}
        step={step}
        minStepsBetweenThumbs={1}
        // A handle stops at the other one instead of swapping places with it.
        preserveThumbOrder
        value={live}
        onValueChange={(next) => {
          setLive([next[0]!, next[1]!]);
        }}
        onValueCommit={(next) => {
          onValueCommit({ min: next[0]!, max: next[1]! });
        }}
        className="relative mt-3 flex h-5 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-linen-200">
          <Slider.Range className="absolute h-full rounded-full bg-walnut-600" />
        </Slider.Track>
        <Slider.Thumb
          aria-label="Minimum price"
          aria-valuetext={formatEuro(live[0])}
          className="block size-5 rounded-full border-2 border-walnut-700 bg-white shadow focus-visible:outline-3 focus-visible:outline-walnut-600"
        />
        <Slider.Thumb
          aria-label="Maximum price"
          aria-valuetext={top(live[1])}
          className="block size-5 rounded-full border-2 border-walnut-700 bg-white shadow focus-visible:outline-3 focus-visible:outline-walnut-600"
        />
      </Slider.Root>
    </div>
  );
}
