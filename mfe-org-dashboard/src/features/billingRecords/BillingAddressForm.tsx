import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { billingAddressRequestSchema, type BillingAddressRequest } from '@opengood/contracts';
import {
  Button,
  ContractForm,
  Select,
  TextInput,
  useContractForm,
  type MessageResolver,
} from '@opengood/design-system';
import { useLang } from '@opengood/platform';
import { knownCode } from '../../i18n';
import { countryOptions } from '../posting/countries';

/** The billing codes (BILLING_ERROR_CODES) in the page's words; the kit's defaults say the rest. */
export function useBillingMessages(): MessageResolver {
  const { t, i18n } = useTranslation('orgDashboard');
  return useCallback(
    (code) => {
      const known = knownCode(i18n, 'billingRecords.errors', code);
      return known ? t(`billingRecords.errors.${known}`) : null;
    },
    [t, i18n],
  );
}

const EMPTY: BillingAddressRequest = {
  name: '',
  line1: '',
  line2: '',
  city: '',
  region: '',
  postalCode: '',
  country: '',
  taxId: '',
  email: '',
};

/**
 * A new billing address, checked with the api's own schema (billingAddressRequestSchema): visible labels,
 * each refusal beside its field and in the summary. `onSubmit` rejects with the api's refusal.
 */
export function BillingAddressForm({
  defaultCountry,
  pending,
  onSubmit,
}: {
  defaultCountry: string | null;
  pending: boolean;
  onSubmit: (address: BillingAddressRequest) => Promise<unknown>;
}) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const form = useContractForm(billingAddressRequestSchema, {
    defaultValues: { ...EMPTY, country: defaultCountry ?? '' },
    messages: useBillingMessages(),
  });
  const { FormField } = form;
  const f = (key: keyof BillingAddressRequest) => t(`billingRecords.billingAddress.fields.${key}`);
  return (
    <ContractForm form={form} onSubmit={(values) => onSubmit(values)} data-testid="billing-address-form">
      <FormField name="name" label={f('name')} required>
        <TextInput autoComplete="organization" />
      </FormField>
      <FormField name="line1" label={f('line1')} required>
        <TextInput autoComplete="address-line1" />
      </FormField>
      <FormField name="line2" label={f('line2')} optional>
        <TextInput autoComplete="address-line2" />
      </FormField>
      <FormField name="city" label={f('city')} required>
        <TextInput autoComplete="address-level2" />
      </FormField>
      <FormField name="region" label={f('region')} optional>
        <TextInput autoComplete="address-level1" />
      </FormField>
      <FormField name="postalCode" label={f('postalCode')} optional>
        <TextInput autoComplete="postal-code" />
      </FormField>
      <FormField name="country" label={f('country')} required>
        <Select
          placeholder={t('billingRecords.billingAddress.fields.countryPlaceholder')}
          options={countryOptions(lang)}
          autoComplete="country"
        />
      </FormField>
      <FormField
        name="taxId"
        label={f('taxId')}
        hint={t('billingRecords.billingAddress.fields.taxIdHint')}
        optional
      >
        <TextInput spellCheck={false} />
      </FormField>
      <FormField
        name="email"
        label={f('email')}
        hint={t('billingRecords.billingAddress.fields.emailHint')}
        optional
      >
        <TextInput type="email" autoComplete="email" spellCheck={false} />
      </FormField>
      <Button type="submit" disabled={pending}>
        {pending ? t('billingRecords.billingAddress.saving') : t('billingRecords.billingAddress.save')}
      </Button>
    </ContractForm>
  );
}
