import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { wrap } from '../testing/wrap';
import { Field } from './Field';
import { MoneyInput } from './MoneyInput';

function Salary({ initial = null, currency }: { initial?: number | null; currency: string }) {
  const [cents, setCents] = useState<number | null>(initial);
  return (
    <>
      <Field label="Salary">
        <MoneyInput currency={currency} value={cents} onChange={setCents} />
      </Field>
      <output data-testid="value">{String(cents)}</output>
      <button onClick={() => setCents(500000)}>Reset</button>
    </>
  );
}

const box = () => screen.getByLabelText(/Salary|Salario|Salário/);
const value = () => screen.getByTestId('value').textContent;

describe('MoneyInput', () => {
  it('English: reads 1,234.50 as 123450 cents and tidies what was typed on blur', () => {
    render(wrap(<Salary currency="USD" />));
    expect(box()).toHaveAttribute('inputmode', 'decimal');
    fireEvent.change(box(), { target: { value: '1234.5' } });
    expect(value()).toBe('123450');
    expect(box()).toHaveValue('1234.5'); // the person's text is left alone while typing
    fireEvent.blur(box());
    expect(box()).toHaveValue('1,234.50');
    expect(screen.getByText('$')).toHaveAttribute('aria-hidden', 'true');
    expect(box()).toHaveAccessibleDescription('Amount in US Dollar');
  });

  it('Spanish: 1.234,50 € is 123450; text that is no amount gives NaN (the schema refuses it)', () => {
    render(wrap(<Salary currency="EUR" />, 'es'));
    fireEvent.change(box(), { target: { value: '1.234,50' } });
    expect(value()).toBe('123450');
    fireEvent.blur(box());
    expect(box()).toHaveValue('1234,50');
    expect(box()).toHaveAccessibleDescription('Importe en euro');
    fireEvent.change(box(), { target: { value: 'mil' } });
    expect(value()).toBe('NaN');
    fireEvent.blur(box());
    expect(box()).toHaveValue('mil');
    fireEvent.change(box(), { target: { value: '' } });
    expect(value()).toBe('null');
  });

  it('Portuguese: shows a stored amount, follows a value set from outside', () => {
    render(wrap(<Salary currency="BRL" initial={987654} />, 'pt'));
    expect(box()).toHaveValue('9.876,54');
    expect(screen.getByText('R$')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(box()).toHaveValue('5.000,00');
    fireEvent.change(box(), { target: { value: '12.5' } });
    expect(value()).toBe('1250');
  });

  it('rewrites the amount when the language changes', () => {
    const { rerender } = render(
      wrap(<MoneyInput currency="EUR" value={123450} locale="en" aria-label="Budget" />),
    );
    expect(screen.getByLabelText('Budget')).toHaveValue('1,234.50');
    rerender(wrap(<MoneyInput currency="EUR" value={123450} locale="pt" aria-label="Budget" />));
    expect(screen.getByLabelText('Budget')).toHaveValue('1.234,50');
  });
});
