import { screen } from '@testing-library/react';

/** The non-empty alert texts on screen, in document order. */
export const alertTexts = () =>
  screen
    .queryAllByRole('alert')
    .map((element) => element.textContent)
    .filter(Boolean);
