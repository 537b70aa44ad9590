import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { MAX_AMOUNT, MIN_DONATION, type BillingCurrency, type Lang } from '@opengood/contracts';
import { donationReceiptPath } from '@opengood/routes';
import {
  Button,
  Checkbox,
  Container,
  ErrorSummary,
  Field,
  FieldError,
  formatMinorUnits,
  formatMoney,
  Heading,
  Text,
  TextInput,
} from '@opengood/design-system';
import { CardEntry, useCardEntry, useCardErrorText } from '@opengood/feature-payments';
import {
  selectEnvironment,
  selectUser,
  useAppSelector,
  useNavigate,
  type PageViewProps,
} from '@opengood/platform';
import { knownCode } from '../../i18n';
import { Status } from '../shared/PageShell';
import { AmountChoice, OTHER } from './AmountChoice';
import { amountProblem, suggestedAmounts, visitorCurrency } from './donationAmount';
import { useGive } from './useGive';

const Layout = styled.div`
  display: grid;
  gap: 32px;
  grid-template-columns: minmax(0, 1fr);
  @media (min-width: ${(p) => p.theme.breakpoints[2]}) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

const Panel = styled.section`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[3]}px;
  padding: 24px;
  h2 {
    margin-top: 0;
  }
`;

const Funds = styled.aside`
  background: ${(p) => p.theme.colors.successSurface};
  border-radius: ${(p) => p.theme.radii[3]}px;
  padding: 24px;
  h2 {
    margin-top: 0;
    color: ${(p) => p.theme.colors.primaryDark};
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li {
    margin-bottom: 12px;
    line-height: 1.5;
  }
`;

const Hero = styled.div`
  max-width: 70ch;
  margin-bottom: 32px;
  p {
    font-size: ${(p) => p.theme.fontSizes[3]}px;
    line-height: 1.5;
    color: ${(p) => p.theme.colors.text};
  }
`;

const Once = styled.p`
  color: ${(p) => p.theme.colors.muted};
  font-size: ${(p) => p.theme.fontSizes[1]}px;
`;

type FieldName = 'amount' | 'name' | 'email';

const FUND_ITEMS = ['free', 'seekers', 'languages', 'privacy'] as const;

/**
 * /en/donate, /es/dona, /pt/doacao (docs/product/billing.md#donations): a one-time gift, anonymous or
 * signed in, in the visitor's currency; the card goes to the payment provider and only its token to /data.
 * Success opens the receipt.
 */
export function DonatePage({ params: { lang } }: PageViewProps<{ lang: Lang }, undefined>) {
  const { t, i18n } = useTranslation('orgDashboard');
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const country = useAppSelector(selectEnvironment)?.guessedLocation?.countryCode ?? null;
  const entry = useCardEntry();
  const cardText = useCardErrorText();
  const { run, phase, errors: refused, failure } = useGive(entry);
  const id = useId();

  const [chosenCurrency, setChosenCurrency] = useState<BillingCurrency | null>(null);
  const currency = chosenCurrency ?? visitorCurrency(country, lang);
  const suggested = useMemo(() => suggestedAmounts(currency, lang), [currency, lang]);
  // A suggestion by its place (it stays the same place when the currency changes), or another amount. The
  // second is chosen at first: neither the smallest gift nor a big ask.
  const [choice, setChoice] = useState<number | typeof OTHER>(1);
  const [custom, setCustom] = useState<number | null>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [local, setLocal] = useState<Partial<Record<FieldName, string>>>({});
  const [tries, setTries] = useState(0);

  // A signed-in donor's name and address are filled in (still editable).
  useEffect(() => {
    if (!user) return;
    setName((v) => v || user.name);
    setEmail((v) => v || user.email);
  }, [user]);

  const choiceValue = choice === OTHER ? OTHER : String(suggested[choice] ?? '');
  const amount = choiceValue === OTHER ? custom : Number(choiceValue);
  const pending = phase !== 'idle';

  const errorText = (field: FieldName | 'currency', code: string | undefined): string | null => {
    if (!code) return null;
    const values = {
      example: formatMinorUnits(5000, lang, currency),
      min: formatMoney(MIN_DONATION, lang, currency),
      max: formatMoney(MAX_AMOUNT, lang, currency),
    };
    if (field === 'amount' && code === 'AMOUNT_INVALID' && amount !== null && !Number.isNaN(amount)) {
      // The api's AMOUNT_INVALID for a number is one out of bounds: say which bound.
      const bound = amountProblem(amount);
      if (bound) code = bound;
    }
    const known = knownCode(i18n, 'donations.errors', code);
    return known ? t(`donations.errors.${known}`, values) : t('donations.errors.generic');
  };
  const message = (field: FieldName | 'currency') =>
    errorText(field, local[field as FieldName] ?? refused[field]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending) return;
    const problems: Partial<Record<FieldName, string>> = {};
    const amountIssue = amountProblem(amount);
    if (amountIssue) problems.amount = amountIssue;
    if (!name.trim()) problems.name = 'REQUIRED';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim()))
      problems.email = email.trim() ? 'EMAIL_INVALID' : 'REQUIRED';
    setLocal(problems);
    if (Object.keys(problems).length > 0 || amount === null) {
      setTries((n) => n + 1);
      return;
    }
    const donation = await run({
      amount,
      currency,
      name: name.trim(),
      email: email.trim(),
      anonymous,
      lang,
    });
    if (donation) navigate(donationReceiptPath(donation.id));
  };

  const summary = (['amount', 'name', 'email'] as const)
    .filter((field) => local[field])
    .map((field) => ({
      key: field,
      message: message(field),
      label: t(field === 'amount' ? 'donations.form.amount' : `donations.form.${field}`),
      target: `${id}-${field}`,
    }));
  const cardRefusal = refused.card ?? refused.token ?? refused.expiry ?? refused.cvc;
  const formError =
    failure === 'CARD_DECLINED'
      ? cardText('CARD_DECLINED')
      : failure
        ? t('donations.errors.AUTHENTICATION_FAILED')
        : refused.request || refused.idempotencyKey || refused.currency || refused.anonymous
          ? (message('currency') ?? t('donations.errors.generic'))
          : null;

  return (
    <Container py={5} data-testid="donate-page">
      <Hero>
        <Text color="muted" fontSize={1} m={0}>
          {t('donations.eyebrow')}
        </Text>
        <Heading>{t('donations.heading')}</Heading>
        <p>{t('donations.intro')}</p>
      </Hero>
      <Layout>
        <Panel aria-labelledby={`${id}-form`}>
          <h2 id={`${id}-form`}>{t('donations.form.heading')}</h2>
          <form onSubmit={(e) => void submit(e)} noValidate data-testid="donate-form">
            <ErrorSummary errors={summary} title={t('donations.form.problems')} focusKey={tries} />
            <div id={`${id}-amount`} tabIndex={-1}>
              <AmountChoice
                lang={lang}
                currency={currency}
                onCurrency={setChosenCurrency}
                suggested={suggested}
                choice={choiceValue}
                onChoice={(next) => {
                  const index = suggested.findIndex((m) => String(m) === next);
                  setChoice(index >= 0 ? index : OTHER);
                }}
                custom={custom}
                onCustom={setCustom}
                error={message('amount')}
                disabled={pending}
              />
            </div>
            <Field
              label={t('donations.form.name')}
              hint={t('donations.form.nameHint')}
              error={message('name')}
              id={`${id}-name`}
              disabled={pending}
            >
              <TextInput
                autoComplete="name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                maxLength={200}
              />
            </Field>
            <Field
              label={t('donations.form.email')}
              hint={t('donations.form.emailHint')}
              error={message('email')}
              id={`${id}-email`}
              disabled={pending}
            >
              <TextInput
                type="email"
                autoComplete="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                maxLength={254}
              />
            </Field>
            <Checkbox
              label={t('donations.form.anonymous')}
              hint={t('donations.form.anonymousHint')}
              checked={anonymous}
              onChange={setAnonymous}
              disabled={pending}
            />
            <h3>{t('donations.form.card')}</h3>
            <CardEntry
              entry={entry}
              serverErrors={
                cardRefusal
                  ? { card: refused.card, token: refused.token, expiry: refused.expiry, cvc: refused.cvc }
                  : {}
              }
              unavailable={<p data-testid="donations-unavailable">{t('donations.form.unavailable')}</p>}
              disabled={pending}
            />
            {formError && (
              <div data-testid="donation-refused">
                <FieldError live>{formError}</FieldError>
              </div>
            )}
            <Once>{t('donations.form.once')}</Once>
            <Button type="submit" disabled={pending || !entry.tokenizer} aria-describedby={`${id}-status`}>
              {amount !== null && !amountProblem(amount)
                ? t('donations.form.submit', { amount: formatMoney(amount, lang, currency) })
                : t('donations.form.submitNoAmount')}
            </Button>
            <Status id={`${id}-status`}>
              {phase === 'paying'
                ? t('donations.form.paying')
                : phase === 'authenticating'
                  ? t('donations.form.authenticating')
                  : ''}
            </Status>
          </form>
        </Panel>
        <Funds aria-labelledby={`${id}-funds`}>
          <h2 id={`${id}-funds`}>{t('donations.funds.heading')}</h2>
          <ul>
            {FUND_ITEMS.map((item) => (
              <li key={item}>{t(`donations.funds.items.${item}`)}</li>
            ))}
          </ul>
        </Funds>
      </Layout>
    </Container>
  );
}
