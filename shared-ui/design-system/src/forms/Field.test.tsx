import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { wrap } from '../testing/wrap';
import { Select } from '../primitives/Select';
import { Checkbox } from './Checkbox';
import { ErrorSummary, type ErrorSummaryItem } from './ErrorSummary';
import { Field } from './Field';
import { FileInput } from './FileInput';
import { RadioGroup } from './RadioGroup';
import { DateInput, TextInput, Textarea } from './TextInput';

describe('Field', () => {
  it('names the control by its visible label and describes it by its hint', () => {
    render(
      wrap(
        <Field label="Email" hint="We never share it" required>
          <TextInput type="email" />
        </Field>,
      ),
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAccessibleDescription('We never share it');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAttribute('aria-required', 'true');
    // The form is noValidate and the kit says what is wrong: no native `required` bubble.
    expect(input).not.toHaveAttribute('required');
  });

  it('with an error: invalid, described by hint then error, the error marked as one for screen readers', () => {
    render(
      wrap(
        <Field label="Correo" hint="Lo usamos para avisarte" error="Introduce un correo" id="email">
          <TextInput />
        </Field>,
        'es',
      ),
    );
    const input = screen.getByLabelText('Correo');
    expect(input).toHaveAttribute('id', 'email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', 'email-hint email-error');
    expect(input).toHaveAccessibleDescription('Lo usamos para avisarte Error: Introduce un correo');
    expect(document.getElementById('email-error')).toHaveTextContent('Error: Introduce un correo');
  });

  it('says (optional) in the label, in the page language', () => {
    render(
      wrap(
        <Field label="Teléfono" optional>
          <TextInput type="tel" />
        </Field>,
        'pt',
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Teléfono (opcional)' })).toBeInTheDocument();
  });

  it('wires every text-like control the same way, a control keeping its own describedby too', () => {
    render(
      wrap(
        <>
          <Field label="Cover letter" error="Too short">
            <Textarea aria-describedby="counter" />
          </Field>
          <span id="counter">12 / 2000</span>
          <Field label="Start date" hint="The first day">
            <DateInput value="2026-01-31" onChange={() => undefined} />
          </Field>
          <Field label="Type" error="Choose an option">
            <Select placeholder="Choose…" options={[{ value: 'JOB', label: 'Job' }]} />
          </Field>
        </>,
      ),
    );
    expect(screen.getByRole('textbox', { name: 'Cover letter' })).toHaveAccessibleDescription(
      'Error: Too short 12 / 2000',
    );
    expect(screen.getByLabelText('Start date')).toHaveAccessibleDescription('The first day');
    expect(screen.getByLabelText('Start date')).toHaveValue('2026-01-31');
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    // With a placeholder, one real option is still a choice to make (docs/product/chrome.md#search-bar disables only a lone option).
    expect(select).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Choose…' })).toHaveValue('');
  });
});

describe('Checkbox and RadioGroup', () => {
  it('a checkbox is named by the label beside it and reports its checked state', () => {
    const onChange = jest.fn();
    render(
      wrap(<Checkbox label="Open to recruiters" hint="Organisations can find you" onChange={onChange} />),
    );
    const box = screen.getByRole('checkbox', { name: 'Open to recruiters' });
    expect(box).toHaveAccessibleDescription('Organisations can find you');
    fireEvent.click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('a radio group is a fieldset named by its legend, described by its hint and error', () => {
    function Work() {
      const [value, setValue] = useState<string | null>(null);
      return (
        <RadioGroup
          legend="Where do you want to work?"
          hint="You can change it later"
          error={value ? undefined : 'Choose an option'}
          value={value}
          onChange={setValue}
          options={[
            { value: 'ONSITE', label: 'On site' },
            { value: 'REMOTE', label: 'Remote', hint: 'From anywhere' },
          ]}
          id="work"
        />
      );
    }
    render(wrap(<Work />));
    const group = screen.getByRole('group', { name: 'Where do you want to work?' });
    expect(group).toHaveAccessibleDescription('You can change it later Error: Choose an option');
    const radios = screen.getAllByRole('radio');
    expect(radios[0]).toHaveAttribute('id', 'work');
    expect(radios[0]).toHaveAttribute('name', radios[1]!.getAttribute('name'));
    expect(screen.getByRole('radio', { name: 'Remote' })).toHaveAccessibleDescription('From anywhere');
    fireEvent.click(screen.getByRole('radio', { name: 'Remote' }));
    expect(screen.getByRole('radio', { name: 'Remote' })).toBeChecked();
    expect(group).toHaveAccessibleDescription('You can change it later');
  });
});

describe('ErrorSummary', () => {
  const errors: ErrorSummaryItem[] = [
    { key: 'email', label: 'Email', message: 'Enter an email address', target: 'email' },
    { key: 'root.request', message: 'Too many attempts' },
  ];

  function Form({ errorsShown, attempt }: { errorsShown: ErrorSummaryItem[]; attempt: number }) {
    return (
      <>
        <ErrorSummary errors={errorsShown} focusKey={attempt} />
        <Field label="Email" id="email">
          <TextInput />
        </Field>
      </>
    );
  }

  it('lists the errors under a heading, each field error a link that moves to its control', () => {
    render(wrap(<Form errorsShown={errors} attempt={0} />));
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    expect(summary).not.toHaveFocus(); // not on first render
    const link = screen.getByRole('link', { name: 'Email: Enter an email address' });
    expect(link).toHaveAttribute('href', '#email');
    expect(summary).toHaveTextContent('Too many attempts');
    expect(screen.queryByRole('link', { name: /Too many/ })).toBeNull();
    fireEvent.click(link);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('takes the focus after each failed submit (a new focusKey), not while errors change', () => {
    const { rerender } = render(wrap(<Form errorsShown={[]} attempt={0} />));
    expect(screen.queryByTestId('error-summary')).toBeNull();
    rerender(wrap(<Form errorsShown={errors} attempt={1} />));
    expect(screen.getByTestId('error-summary')).toHaveFocus();
    screen.getByLabelText('Email').focus();
    rerender(wrap(<Form errorsShown={errors.slice(1)} attempt={1} />));
    expect(screen.getByLabelText('Email')).toHaveFocus();
    // Errors that arrive a render after the failed attempt's key still get the focus.
    rerender(wrap(<Form errorsShown={[]} attempt={2} />));
    rerender(wrap(<Form errorsShown={errors} attempt={2} />));
    expect(screen.getByTestId('error-summary')).toHaveFocus();
  });
});

describe('FileInput', () => {
  const pdf = (size: number, name = 'cv.pdf', type = 'application/pdf') =>
    Object.defineProperty(new File(['%PDF'], name, { type }), 'size', { value: size });

  it('is named by its Field, says its limits, refuses a file too large or of another type', () => {
    const onChange = jest.fn();
    render(
      wrap(
        <Field label="Résumé">
          <FileInput accept=".pdf,.docx" maxBytes={5 * 1024 * 1024} onChange={onChange} />
        </Field>,
      ),
    );
    const input = screen.getByLabelText('Résumé');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.pdf,.docx');
    expect(input).toHaveAccessibleDescription('PDF, DOCX, up to 5 MB');
    expect(screen.getByTestId('file-chosen')).toHaveTextContent('No file chosen');

    fireEvent.change(input, { target: { files: [pdf(6 * 1024 * 1024)] } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file of 5 MB or less');
    expect(input).toHaveAttribute('aria-invalid', 'true');

    fireEvent.change(input, { target: { files: [pdf(100, 'photo.png', 'image/png')] } });
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a file of one of these types: PDF, DOCX');

    const good = pdf(200 * 1024);
    fireEvent.change(input, { target: { files: [good] } });
    expect(onChange).toHaveBeenLastCalledWith(good);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the chosen or stored file with its size in the page language', () => {
    render(
      wrap(
        <Field label="Currículo">
          <FileInput current={{ name: 'cv.pdf', size: 1536 * 1024 }} />
        </Field>,
        'pt',
      ),
    );
    expect(screen.getByTestId('file-chosen')).toHaveTextContent('cv.pdf (1,5 MB)');
    expect(screen.getByText('Escolher outro arquivo')).toBeInTheDocument();
  });
});
