import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NumericInput } from './numeric-input';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return <NumericInput aria-label="Amount" value={value} onValueChange={setValue} />;
}

describe('NumericInput', () => {
  it('keeps digits and a single decimal point, dropping any other keystroke', async () => {
    render(<Harness />);
    const input = screen.getByLabelText('Amount');
    await userEvent.type(input, '1x2.3.4-e');
    expect(input).toHaveProperty('value', '12.34');
  });

  it('leaves the value unchanged on an invalid paste and accepts a valid one', async () => {
    render(<Harness initial="5" />);
    const input = screen.getByLabelText('Amount');
    await userEvent.click(input);
    await userEvent.paste('1,000');
    expect(input).toHaveProperty('value', '5');
    await userEvent.paste('.25');
    expect(input).toHaveProperty('value', '5.25');
  });

  it('allows emptying the field', async () => {
    render(<Harness initial="42" />);
    const input = screen.getByLabelText('Amount');
    await userEvent.clear(input);
    expect(input).toHaveProperty('value', '');
  });
});
