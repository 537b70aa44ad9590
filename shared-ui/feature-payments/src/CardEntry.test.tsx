import { act, fireEvent, render, screen } from '@testing-library/react';
import { AppProviders, createAppStore } from '@opengood/platform';
import { createFakeHttp, createTestI18n } from '@opengood/platform/testing';
import { CardEntry } from './CardEntry';
import type { CardTokenizer, Tokenized } from './cardTokenizer';
import { CARD_ENTRY_NS, cardEntryBundledTranslations } from './namespace';
import { useCardEntry, type CardEntryState } from './useCardEntry';

function fieldsTokenizer(answer: Tokenized): CardTokenizer & { tokenize: jest.Mock } {
  return { kind: 'fields', tokenize: jest.fn(async () => answer), authenticate: jest.fn() };
}

function Harness({
  tokenizer,
  serverErrors,
  onEntry,
}: {
  tokenizer: CardTokenizer | null;
  serverErrors?: Record<string, string>;
  onEntry: (entry: CardEntryState) => void;
}) {
  const entry = useCardEntry(tokenizer);
  onEntry(entry);
  return <CardEntry entry={entry} serverErrors={serverErrors} unavailable={<p>none</p>} />;
}

async function show(
  lang: 'en' | 'es' | 'pt',
  tokenizer: CardTokenizer | null,
  serverErrors?: Record<string, string>,
) {
  const i18n = createTestI18n(lang, [{ ns: CARD_ENTRY_NS, translations: cardEntryBundledTranslations }]);
  let entry!: CardEntryState;
  render(
    <AppProviders
      store={createAppStore()}
      i18n={i18n}
      platform={{
        http: createFakeHttp().http,
        preload: () => undefined,
        supportUrl: 'https://support.example',
      }}
    >
      <Harness tokenizer={tokenizer} serverErrors={serverErrors} onEntry={(e) => (entry = e)} />
    </AppProviders>,
  );
  return () => entry;
}

describe('CardEntry', () => {
  it('checks the typed card before anything is sent, showing each refusal by its field (Spanish)', async () => {
    const tokenizer = fieldsTokenizer({ ok: true, token: 'tok_x' });
    const entry = await show('es', tokenizer);
    let answer: Tokenized | undefined;
    await act(async () => void (answer = await entry().tokenize()));
    expect(answer).toEqual({
      ok: false,
      errors: { number: 'CARD_NUMBER_INVALID', expiry: 'EXPIRY_INVALID', cvc: 'CVC_INVALID' },
    });
    expect(tokenizer.tokenize).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Número de tarjeta')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Revisa el número de la tarjeta.')).toBeInTheDocument();
    expect(screen.getByText('Escribe la fecha de vencimiento como MM/AA.')).toBeInTheDocument();
  });

  it('hands the card to the tokeniser and forgets the number and CVC; a decline shows in the page language', async () => {
    const tokenizer = fieldsTokenizer({ ok: false, errors: { card: 'CARD_DECLINED' } });
    const entry = await show('pt', tokenizer);
    fireEvent.change(screen.getByLabelText('Número do cartão'), { target: { value: '4000 0000 0000 0002' } });
    fireEvent.change(screen.getByLabelText(/^Validade/), { target: { value: '12/30' } });
    fireEvent.change(screen.getByLabelText('Código de segurança (CVC)'), { target: { value: '123' } });
    await act(async () => void (await entry().tokenize()));
    expect(tokenizer.tokenize).toHaveBeenCalledWith({
      number: '4000000000000002',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(screen.getByTestId('card-refused')).toHaveTextContent('Seu banco recusou este cartão.');
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('');
    expect(screen.getByLabelText('Código de segurança (CVC)')).toHaveValue('');
  });

  it("shows the api's refusals where the card's are, and the page's words when no provider takes cards", async () => {
    await show('en', fieldsTokenizer({ ok: true, token: 'tok_x' }), { expiry: 'CARD_EXPIRED' });
    expect(screen.getByText('This card has expired. Use a card that is still valid.')).toBeInTheDocument();
    expect(screen.getByText(/Test mode: no real card is charged/)).toBeInTheDocument();
  });

  it('shows what the page gives when no provider takes cards', async () => {
    await show('en', null);
    expect(screen.getByText('none')).toBeInTheDocument();
    expect(screen.queryByTestId('card-entry')).toBeNull();
  });
});
