import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PhoneField } from './phone-field';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const reported: string[] = [];
const countries: string[] = [];

function Harness() {
  const [value, setValue] = useState('');
  return (
    <>
      <label htmlFor="phone">Phone</label>
      <PhoneField
        id="phone"
        value={value}
        onChange={(next, country) => {
          reported.push(next);
          countries.push(country);
          setValue(next);
        }}
      />
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup() {
  reported.length = 0;
  countries.length = 0;
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(<Harness />);
  return { user, input: screen.getByLabelText<HTMLInputElement>('Phone') };
}

/** Opens the country list, searches it for `name` (after the debounce) and picks it. */
async function chooseCountry(user: ReturnType<typeof setup>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: /Change country/ }));
  await user.type(screen.getByRole('searchbox', { name: 'Search countries' }), name);
  act(() => {
    vi.advanceTimersByTime(250);
  });
  await user.click(screen.getByRole('button', { name: new RegExp(name) }));
}

describe('PhoneField', () => {
  it('starts in Ireland, reports E.164 and "" while only the dial code is there', async () => {
    const { user, input } = setup();
    expect(screen.getByRole('button', { name: /Country: Ireland \+353/ })).toBeTruthy();
    await user.type(input, '871234567');
    expect(reported.at(-1)).toBe('+353871234567');
    expect(countries.at(-1)).toBe('IE');
    await user.clear(input);
    expect(reported.at(-1)).toBe('');
  });

  it('drops the trunk 0 of a number typed as at home, keeping every digit after it', async () => {
    const { user, input } = setup();
    await user.type(input, '087 123 4567');
    expect(reported.at(-1)).toBe('+353871234567');
    // Leaving the field spaces the number as Ireland writes it, after the dial code.
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.value).toBe('87 123 4567');
    expect(reported.at(-1)).toBe('+353871234567');
  });

  it('takes a Dublin landline and an Irish number typed in full, key by key', async () => {
    const { user, input } = setup();
    await user.type(input, '01 234 5678');
    expect(reported.at(-1)).toBe('+35312345678');
    await user.clear(input);
    // The dial code typed again is not taken as part of the number.
    await user.type(input, '+353 87 123 4567');
    expect(reported.at(-1)).toBe('+353871234567');
    expect(countries.at(-1)).toBe('IE');
    expect(input.value).toBe('87 123 4567');
    await user.clear(input);
    await user.type(input, '00353 87 123 4567');
    expect(reported.at(-1)).toBe('+353871234567');
  });

  it('ignores letters and a leading minus', async () => {
    const { user, input } = setup();
    await user.type(input, '-87abc 123 4567');
    expect(input.value).toBe('87 123 4567');
    expect(reported.at(-1)).toBe('+353871234567');
  });

  it('shows a number set from outside in its national form, with its country', () => {
    reported.length = 0;
    render(
      <>
        <label htmlFor="shown">Shown</label>
        <PhoneField id="shown" value="+447400123456" onChange={() => {}} />
      </>,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Shown').value).toBe('7400 123456');
    expect(screen.getByRole('button', { name: /Country: United Kingdom \+44/ })).toBeTruthy();
  });

  it('takes a number pasted in full, with its country', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.paste('+353 87 123 4567');
    expect(reported.at(-1)).toBe('+353871234567');
    expect(countries.at(-1)).toBe('IE');
    expect(input.value.replace(/\D/g, '')).toBe('871234567');

    await user.clear(input);
    await user.paste('0044 7400 123456');
    expect(reported.at(-1)).toBe('+447400123456');
    expect(countries.at(-1)).toBe('GB');
    expect(screen.getByRole('button', { name: /Country: United Kingdom \+44/ })).toBeTruthy();
    expect(input.value.replace(/\D/g, '')).toBe('7400123456');
  });

  it('takes a number typed in full from 00, key by key', async () => {
    const { user, input } = setup();
    await user.type(input, '0044 7400 123456');
    expect(reported.at(-1)).toBe('+447400123456');
    expect(countries.at(-1)).toBe('GB');
    expect(input.value).toBe('7400 123456');
  });

  it('keeps the leading 0 where it is part of the number (Italy)', async () => {
    const { user, input } = setup();
    await chooseCountry(user, 'Italy');
    await user.type(input, '06 1234 5678');
    expect(reported.at(-1)).toBe('+390612345678');
  });

  it('never takes more than 15 digits with the dial code', async () => {
    const { user, input } = setup();
    await chooseCountry(user, 'Iraq');
    await user.type(input, '12345678901234567890');
    expect(reported.at(-1)?.replace(/\D/g, '')).toHaveLength(15);
    // The country chosen comes with the number (a shared dial code cannot tell it).
    expect(countries.at(-1)).toBe('IQ');
  });

  it('keeps a number typed as at home when another country is chosen, read for it', async () => {
    const { user, input } = setup();
    await user.type(input, '7400 123456');
    await chooseCountry(user, 'United Kingdom');
    expect(input.value).toBe('7400 123456');
    expect(reported.at(-1)).toBe('+447400123456');
    expect(countries.at(-1)).toBe('GB');
  });

  it('shows the main country of a shared dial code until the number tells which', async () => {
    const { user, input } = setup();
    await user.type(input, '+44 7400');
    expect(screen.getByRole('button', { name: /Country: United Kingdom \+44/ })).toBeTruthy();
    await user.clear(input);
    await user.type(input, '+1 212');
    expect(screen.getByRole('button', { name: /Country: United States \+1/ })).toBeTruthy();
  });

  it('shows no dial code beside a trunk prefix being typed', async () => {
    const { user, input } = setup();
    const dialCode = () => screen.queryByText('+353');
    expect(dialCode()).toBeTruthy();
    await user.type(input, '087 12');
    expect(dialCode()).toBeNull();
    await user.type(input, '3 4567');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.value).toBe('87 123 4567');
    expect(dialCode()).toBeTruthy();
  });

  it('searches the country list, says when nothing matches, and closes on an outside click', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: /Change country/ }));
    const search = screen.getByRole('searchbox', { name: 'Search countries' });
    expect(search.getAttribute('placeholder')).toBe('search');
    await user.type(search, 'zzz');
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByText('No entries to show')).toBeTruthy();
    await user.clear(search);
    await user.type(search, 'united k');
    act(() => {
      vi.advanceTimersByTime(250);
    });
    await user.click(screen.getByRole('button', { name: /United Kingdom/ }));
    expect(screen.getByRole('button', { name: /Country: United Kingdom \+44/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Change country/ }));
    expect(screen.queryByRole('searchbox')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
