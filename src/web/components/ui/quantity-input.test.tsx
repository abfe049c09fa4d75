import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QUANTITY_MESSAGE, onlyInStockMessage } from '#src/shared/domain/cart';
import { QuantityInput } from './quantity-input';

afterEach(cleanup);

type Props = Omit<Parameters<typeof QuantityInput>[0], 'value' | 'onChange'> & { start?: number };

/** The input and, beside it, the quantity its owner holds. */
function Owner({ start = 1, ...props }: Props) {
  const [value, setValue] = useState(start);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <>
      <QuantityInput {...props} value={value} onChange={setValue} onProblem={setProblem} />
      <output aria-label="Held">{value}</output>
      <output aria-label="Problem">{problem ?? ''}</output>
    </>
  );
}

const box = (name = 'Quantity') => screen.getByRole<HTMLInputElement>('textbox', { name });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const held = () => screen.getByLabelText('Held').textContent;
const problem = () => screen.getByLabelText('Problem').textContent;
/** The reason shown beside the box, as its description says. */
const reason = (name = 'Quantity') =>
  box(name)
    .getAttribute('aria-describedby')
    ?.split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ') ?? '';

describe('QuantityInput', () => {
  it('takes a typed quantity, numeric keyboard, with its visible label', async () => {
    const user = userEvent.setup();
    render(<Owner label="Quantity" />);
    expect(box().inputMode).toBe('numeric');
    await user.click(box());
    await user.keyboard('40');
    expect(box().value).toBe('40');
    expect(held()).toBe('40');
    expect(box().getAttribute('aria-invalid')).toBeNull();
  });

  it('takes a pasted quantity in place of the one shown', async () => {
    const user = userEvent.setup();
    render(<Owner name="Cloud Sofa" start={3} />);
    await user.click(box('Quantity of Cloud Sofa'));
    await user.paste(' 25 ');
    expect(held()).toBe('25');
  });

  it.each(['0', '100', 'abc', '4.5', '-3', '1,000'])(
    'refuses "%s", pasted, with the reason and keeps the last valid quantity',
    async (pasted) => {
      const user = userEvent.setup();
      render(<Owner label="Quantity" start={7} />);
      await user.click(box());
      await user.paste(pasted);
      expect(box().value).toBe(pasted);
      expect(held()).toBe('7');
      expect(box().getAttribute('aria-invalid')).toBe('true');
      expect(reason()).toBe(QUANTITY_MESSAGE);
      expect(problem()).toBe(QUANTITY_MESSAGE);

      await user.clear(box());
      await user.keyboard('8');
      expect(held()).toBe('8');
      expect(box().getAttribute('aria-invalid')).toBeNull();
      expect(reason()).toBe('');
      expect(problem()).toBe('');
    },
  );

  it('keeps the last valid quantity typed before the one refused', async () => {
    const user = userEvent.setup();
    render(<Owner label="Quantity" start={7} />);
    await user.click(box());
    await user.keyboard('4.5');
    expect(box().value).toBe('4.5');
    expect(held()).toBe('4');
    expect(reason()).toBe(QUANTITY_MESSAGE);
  });

  it('says why an emptied box is refused once it is left', async () => {
    const user = userEvent.setup();
    render(<Owner label="Quantity" start={5} />);
    await user.clear(box());
    expect(reason()).toBe('');
    expect(problem()).toBe(QUANTITY_MESSAGE);
    await user.tab();
    expect(reason()).toBe(QUANTITY_MESSAGE);
    expect(held()).toBe('5');
  });

  it('refuses more than the stock left with "Only N in stock"', async () => {
    const user = userEvent.setup();
    render(<Owner label="Quantity" hint="12 in stock" stock={12} />);
    await user.click(box());
    await user.keyboard('40');
    expect(reason()).toBe(`12 in stock ${onlyInStockMessage(12)}`);
    expect(screen.getByText('Only 12 in stock', { selector: 'p' })).toBeTruthy();
    expect(held()).toBe('4');
    await user.clear(box());
    await user.keyboard('12');
    expect(held()).toBe('12');
    expect(reason()).toBe('12 in stock');
    expect(button('Increase quantity').disabled).toBe(true);
  });

  it('steps with − and + within 1–99, from the last valid quantity', async () => {
    const user = userEvent.setup();
    render(<Owner name="Navan Low Bed" start={98} />);
    await user.click(button('Increase quantity of Navan Low Bed'));
    expect(box('Quantity of Navan Low Bed').value).toBe('99');
    expect(button('Increase quantity of Navan Low Bed').disabled).toBe(true);

    await user.click(box('Quantity of Navan Low Bed'));
    await user.paste('100');
    expect(reason('Quantity of Navan Low Bed')).toBe(QUANTITY_MESSAGE);
    await user.click(button('Decrease quantity of Navan Low Bed'));
    expect(box('Quantity of Navan Low Bed').value).toBe('98');
    expect(held()).toBe('98');
    expect(box('Quantity of Navan Low Bed').getAttribute('aria-invalid')).toBeNull();
    expect(button('Decrease quantity of Navan Low Bed').getAttribute('aria-controls')).toBe(
      box('Quantity of Navan Low Bed').id,
    );
  });

  it('can be locked', () => {
    render(<Owner name="Cloud Sofa" start={2} disabled />);
    expect(button('Decrease quantity of Cloud Sofa').disabled).toBe(true);
    expect(button('Increase quantity of Cloud Sofa').disabled).toBe(true);
    expect(box('Quantity of Cloud Sofa').disabled).toBe(true);
  });
});
