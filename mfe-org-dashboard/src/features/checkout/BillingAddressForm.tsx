import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BillingAddress, BillingAddressRequest } from '@opengood/contracts';
import { Button, Field, FieldError, Heading, Select, TextInput } from '@opengood/design-system';
import { useLang, useMutation } from '@opengood/platform';
import { countryOptions } from '../posting/countries';
import { addBillingAddress, updateBillingAddress } from './checkoutMutations';
import { useCheckoutErrorText } from './useCheckoutErrorText';

const Grid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 0 16px;
  input,
  select {
    width: 100%;
    box-sizing: border-box;
  }
  .wide {
    grid-column: 1 / -1;
  }
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

type Values = Record<keyof BillingAddressRequest, string>;
const REQUIRED = new Set(['name', 'line1', 'city', 'country']);

const valuesOf = (address: BillingAddress | null, country: string): Values => ({
  name: address?.name ?? '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  city: address?.city ?? '',
  region: address?.region ?? '',
  postalCode: address?.postalCode ?? '',
  country: address?.country ?? country,
  taxId: address?.taxId ?? '',
  email: address?.email ?? '',
});

/**
 * A billing address added or edited (labels and refusals by field; the api checks the same rules:
 * billingAddressRequestSchema). `onSaved` gets the saved address, which the page then chooses.
 */
export function BillingAddressForm({
  orgId,
  address,
  defaultCountry,
  onSaved,
  onCancel,
}: {
  orgId: string;
  /** null: a new one. */
  address: BillingAddress | null;
  defaultCountry: string;
  onSaved: (saved: BillingAddress) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const errorText = useCheckoutErrorText();
  const add = useMutation(addBillingAddress);
  const update = useMutation(updateBillingAddress, address?.id);
  const save = address ? update : add;
  const [values, setValues] = useState<Values>(() => valuesOf(address, defaultCountry));
  const [local, setLocal] = useState<Record<string, string>>({});
  const errors = { ...save.errors, ...local };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const field of REQUIRED) if (!values[field as keyof Values].trim()) missing[field] = 'REQUIRED';
    setLocal(missing);
    if (Object.keys(missing).length > 0) return;
    const body: BillingAddressRequest = {
      ...values,
      line2: values.line2 || null,
      region: values.region || null,
      postalCode: values.postalCode || null,
      taxId: values.taxId || null,
      email: values.email || null,
    };
    const answer = address
      ? await update.mutate({ orgId, id: String(address.id), address: body })
      : await add.mutate({ orgId, address: body });
    if (answer) onSaved(answer.billingAddress);
  };

  const field = (name: keyof Values, wide = false) => (
    <div className={wide ? 'wide' : undefined}>
      <Field
        label={t(`checkout.address.fields.${name}`)}
        error={errorText(errors[name])}
        required={REQUIRED.has(name)}
      >
        {name === 'country' ? (
          <Select
            value={values.country}
            placeholder={t('checkout.address.fields.chooseCountry')}
            options={countryOptions(lang)}
            onChange={(e) => setValues((v) => ({ ...v, country: e.target.value }))}
          />
        ) : (
          <TextInput
            value={values[name]}
            autoFocus={name === 'name'}
            autoComplete={AUTOCOMPLETE[name]}
            type={name === 'email' ? 'email' : 'text'}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
          />
        )}
      </Field>
    </div>
  );

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      data-testid="billing-address-form"
      style={{ maxWidth: 640 }}
    >
      <Heading as="h3" fontSize={2}>
        {address ? t('checkout.address.formEdit') : t('checkout.address.formAdd')}
      </Heading>
      <Grid>
        {field('name', true)}
        {field('line1', true)}
        {field('line2', true)}
        {field('city')}
        {field('region')}
        {field('postalCode')}
        {field('country')}
        {field('taxId')}
        {field('email')}
      </Grid>
      {save.errors.request && <FieldError live>{t('checkout.errors.unknown')}</FieldError>}
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button type="submit" disabled={save.status === 'pending'}>
          {t('checkout.address.save')}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('checkout.address.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}

const AUTOCOMPLETE: Record<string, string> = {
  name: 'organization',
  line1: 'address-line1',
  line2: 'address-line2',
  city: 'address-level2',
  region: 'address-level1',
  postalCode: 'postal-code',
  taxId: 'off',
  email: 'email',
};
