import { z } from 'zod';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { wrap } from '../../testing/wrap';
import { Checkbox } from '../Checkbox';
import { MoneyInput } from '../MoneyInput';
import { RadioGroup } from '../RadioGroup';
import type { MessageResolver } from '../messages';
import { TextInput } from '../TextInput';
import { applyApiErrors } from './apiErrors';
import { ContractForm, useContractForm } from './useContractForm';
import { zodIssueMessage } from './zodIssues';

// A contract in the style of @opengood/contracts: some fields carry the api's codes, others rely on zod.
const signupSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'EMAIL_INVALID' })),
  password: z.string().min(10, { error: 'PASSWORD_TOO_SHORT' }),
  firstName: z.string().trim().min(1).max(20),
  salary: z.number().int().min(100_000),
  work: z.enum(['ONSITE', 'REMOTE']),
  terms: z.literal(true),
});
type Signup = z.input<typeof signupSchema>;

const accountMessages: MessageResolver = (code, { values }) =>
  ({
    EMAIL_TAKEN: 'An account already uses this address',
    PASSWORD_TOO_SHORT: `Use at least 10 characters (${values.min ?? 10})`,
  })[code];

class FakeHttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly statusCode: number,
    readonly errors: Record<string, unknown> = {},
  ) {
    super(`HTTP ${statusCode}`);
  }
}

function SignupForm({ send }: { send: (values: z.output<typeof signupSchema>) => Promise<unknown> }) {
  const form = useContractForm(signupSchema, {
    messages: accountMessages,
    defaultValues: {
      email: '',
      password: '',
      firstName: '',
      salary: null,
      terms: false,
    } as unknown as Partial<Signup>,
  });
  const { FormField } = form;
  return (
    <ContractForm form={form} onSubmit={send} aria-label="Sign up">
      <FormField name="email" label="Email">
        <TextInput type="email" autoComplete="email" />
      </FormField>
      <FormField name="password" label="Password" hint="10 characters or more">
        <TextInput type="password" />
      </FormField>
      <FormField name="firstName" label="First name" />
      <FormField name="salary" label="Expected salary">
        <MoneyInput currency="USD" />
      </FormField>
      <FormField name="work" label="Where do you want to work?" group>
        <RadioGroup
          options={[
            { value: 'ONSITE', label: 'On site' },
            { value: 'REMOTE', label: 'Remote' },
          ]}
        />
      </FormField>
      <FormField name="terms" label="I accept the terms" inline>
        <Checkbox />
      </FormField>
      <button type="submit">Create account</button>
    </ContractForm>
  );
}

const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: /Create account|Crear cuenta/ }));
  });
};

const fillValid = () => {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Ana@Example.org ' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough pass' } });
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ana' } });
  fireEvent.change(screen.getByLabelText('Expected salary'), { target: { value: '1,500.00' } });
  fireEvent.click(screen.getByRole('radio', { name: 'Remote' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms' }));
};

describe('a contract form', () => {
  it('validates with the schema on submit: the summary takes the focus and links each field', async () => {
    const send = jest.fn(async () => undefined);
    render(wrap(<SignupForm send={send} />));
    expect(screen.queryByTestId('error-summary')).toBeNull();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('First name'), {
      target: { value: 'A name far too long to be one' },
    });
    fireEvent.change(screen.getByLabelText('Expected salary'), { target: { value: '50' } });
    await submit();
    expect(send).not.toHaveBeenCalled();
    const summary = screen.getByRole('group', { name: 'There is a problem' });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = screen.getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual([
      'Email: Enter an email address like name@example.org',
      'Password: Use at least 10 characters (10)',
      'First name: Use at most 20 characters',
      'Expected salary: Enter $1,000.00 or more',
      'Where do you want to work?: Choose an option',
      'I accept the terms: Check this box to continue',
    ]);
    // Each field carries its own error, wired to it.
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      '10 characters or more Error: Use at least 10 characters (10)',
    );
    expect(screen.getByRole('group', { name: 'Where do you want to work?' })).toHaveAccessibleDescription(
      'Error: Choose an option',
    );
    // A link moves to its control.
    fireEvent.click(screen.getByRole('link', { name: /^Expected salary/ }));
    expect(screen.getByLabelText('Expected salary')).toHaveFocus();
  });

  it('re-validates as the person corrects a field after a failed submit', async () => {
    render(wrap(<SignupForm send={jest.fn()} />));
    await submit();
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await act(async () => {
      fireEvent.change(email, { target: { value: 'ana@example.org' } });
    });
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('link', { name: /^Email/ })).toBeNull();
  });

  it('sends the schema output, and puts the api refusal on the fields (the rest in the summary)', async () => {
    const send = jest.fn(async () => {
      throw new FakeHttpError(409, {
        email: 'EMAIL_TAKEN',
        request: 'RATE_LIMITED',
        csrf: 'Some english text',
      });
    });
    render(wrap(<SignupForm send={send} />));
    fillValid();
    await submit();
    expect(send).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ana@example.org', salary: 150000, work: 'REMOTE', terms: true }),
      expect.anything(),
    );
    await waitFor(() => expect(screen.getByTestId('error-summary')).toHaveFocus());
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Error: An account already uses this address',
    );
    const summary = screen.getByTestId('error-summary');
    expect(summary).toHaveTextContent('Email: An account already uses this address');
    expect(summary).toHaveTextContent('Too many attempts. Wait a few minutes, then try again.');
    expect(summary).toHaveTextContent('The form was not accepted. Check it and try again.');
    expect(summary).not.toHaveTextContent('english');
  });

  it('a server error or no answer is said in the summary', async () => {
    const send = jest
      .fn()
      .mockRejectedValueOnce(new FakeHttpError(503))
      .mockRejectedValueOnce(new TypeError('Network Error'));
    render(wrap(<SignupForm send={send} />));
    fillValid();
    await submit();
    expect(screen.getByTestId('error-summary')).toHaveTextContent('Something went wrong on our side');
    await submit();
    expect(screen.getByTestId('error-summary')).toHaveTextContent('The form could not be sent');
    expect(screen.getByTestId('error-summary')).not.toHaveTextContent('Something went wrong');
  });

  it('speaks the page language: kit defaults in Spanish, numbers the Spanish way', async () => {
    render(wrap(<SignupForm send={jest.fn()} />, 'es'));
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'x'.repeat(30) } });
    fireEvent.change(screen.getByLabelText('Expected salary'), { target: { value: '1,5,5' } });
    await submit();
    const summary = screen.getByRole('group', { name: 'Hay un problema' });
    expect(summary).toHaveTextContent('First name: Usa como máximo 20 caracteres');
    expect(summary).toHaveTextContent('Expected salary: Introduce un importe como 1234,50');
    expect(summary).toHaveTextContent('I accept the terms: Marca esta casilla para continuar');
  });
});

describe('applyApiErrors', () => {
  const form = () => ({ setError: jest.fn(), getValues: () => ({ email: '', name: '' }) });

  it('field codes to fields, other keys to the form, unknown text made safe', () => {
    const f = form();
    const applied = applyApiErrors(
      f,
      new FakeHttpError(400, {
        email: ['EMAIL_INVALID'],
        name: 'Too big: expected <=100',
        orgId: 'User is not an admin',
      }),
    );
    expect(applied).toEqual({ fields: ['email', 'name'], form: ['orgId'] });
    expect(f.setError).toHaveBeenCalledWith('email', { type: 'server', message: 'EMAIL_INVALID' });
    expect(f.setError).toHaveBeenCalledWith('name', { type: 'server', message: 'INVALID' });
    expect(f.setError).toHaveBeenCalledWith('root.orgId', { type: 'server', message: 'REFUSED' });
  });

  it('an answer without a usable map', () => {
    const cases: Array<[unknown, string]> = [
      [new FakeHttpError(429), 'RATE_LIMITED'],
      [new FakeHttpError(400), 'REFUSED'],
      [new FakeHttpError(500, { email: 'X' }), 'SERVER_ERROR'],
      [new Error('offline'), 'NOT_SENT'],
    ];
    for (const [error, code] of cases) {
      const f = form();
      applyApiErrors(f, error);
      expect(f.setError).toHaveBeenCalledWith('root.request', { type: 'server', message: code });
    }
  });

  it('knows fields named explicitly', () => {
    const f = { setError: jest.fn(), getValues: () => ({}) };
    applyApiErrors(f, new FakeHttpError(400, { 'answers.0.answer': 'ANSWER_REQUIRED' }), {
      fields: ['answers.0.answer'],
    });
    expect(f.setError).toHaveBeenCalledWith('answers.0.answer', {
      type: 'server',
      message: 'ANSWER_REQUIRED',
    });
  });
});

describe('zodIssueMessage', () => {
  const message = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value, { error: zodIssueMessage });
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('turns common zod issues into kit codes with their limits', () => {
    expect(message(z.string().min(1), '')).toBe('REQUIRED');
    expect(message(z.string(), undefined)).toBe('REQUIRED');
    expect(message(z.string().min(3), 'ab')).toBe('TOO_SHORT?min=3');
    expect(message(z.string().max(5), 'abcdef')).toBe('TOO_LONG?max=5');
    expect(message(z.email(), 'nope')).toBe('EMAIL_INVALID');
    expect(message(z.url(), 'nope')).toBe('URL_INVALID');
    expect(message(z.number(), Number.NaN)).toBe('NUMBER_INVALID');
    expect(message(z.number().int(), 1.5)).toBe('INTEGER_REQUIRED');
    expect(message(z.number().min(2), 1)).toBe('NUMBER_TOO_SMALL?min=2');
    expect(message(z.number().gt(2), 2)).toBe('NUMBER_TOO_SMALL_EXCLUSIVE?min=2');
    expect(message(z.number().max(9), 10)).toBe('NUMBER_TOO_BIG?max=9');
    expect(message(z.array(z.string()).min(2), ['a'])).toBe('TOO_FEW?min=2');
    expect(message(z.enum(['A', 'B']), '')).toBe('CHOICE_REQUIRED');
    expect(message(z.enum(['A', 'B']), 'C')).toBe('CHOICE_INVALID');
    expect(message(z.iso.date(), '31/12/2026')).toBe('DATE_INVALID');
    expect(message(z.literal(true), false)).toBe('CONFIRM_REQUIRED');
  });

  it("leaves a schema's own code alone", () => {
    expect(message(z.string().min(10, { error: 'PASSWORD_TOO_SHORT' }), 'x')).toBe('PASSWORD_TOO_SHORT');
  });
});
