import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

afterEach(cleanup);

function Stepper(props: Omit<Parameters<typeof QuantityStepper>[0], 'value' | 'onChange'>) {
  const [value, setValue] = useState(98);
  return <QuantityStepper {...props} value={value} onChange={setValue} />;
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('spinbutton', { name });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });

describe('QuantityStepper', () => {
  it('names a line’s controls after its product and shows a read-only number', async () => {
    const user = userEvent.setup();
    render(<Stepper name="Navan Low Bed" />);
    expect(box('Quantity of Navan Low Bed').readOnly).toBe(true);

    await user.click(button('Increase quantity of Navan Low Bed'));
    expect(box('Quantity of Navan Low Bed').value).toBe('99');
    expect(button('Increase quantity of Navan Low Bed').disabled).toBe(true);
    expect(button('Decrease quantity of Navan Low Bed').disabled).toBe(false);
  });

  it('with a visible label, lets the number be typed and keeps it within 1–99', async () => {
    const user = userEvent.setup();
    render(<Stepper label="Quantity" editable size="md" />);
    await user.clear(box('Quantity'));
    await user.type(box('Quantity'), '150');
    await user.tab();
    expect(box('Quantity').value).toBe('99');

    await user.clear(box('Quantity'));
    expect(box('Quantity').value).toBe('');
    await user.tab();
    expect(box('Quantity').value).toBe('99');
    expect(button('Decrease quantity').getAttribute('aria-controls')).toBe(box('Quantity').id);
  });

  it('can be locked', () => {
    render(<Stepper name="Cloud Sofa" disabled />);
    expect(button('Decrease quantity of Cloud Sofa').disabled).toBe(true);
    expect(button('Increase quantity of Cloud Sofa').disabled).toBe(true);
  });
});
