import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  billingAddressRequestSchema,
  type BillingAddress,
  type BillingAddressRequest,
} from '@opengood/contracts';
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

/** The address's refusal codes (BILLING_ERROR_CODES) in the page's words; the kit's defaults say the rest. */
function useAddressMessages(): MessageResolver {
  const { t, i18n } = useTranslation('orgDashboard');
  return useCallback(
    (code) => {
      const known = knownCode(i18n, 'billingAddress.errors', code);
      return known ? t(`billingAddress.errors.${known}`) : null;
    },
    [t, i18n],
  );
}

/** The form's values: an address being edited, or blanks (a form's blank field is none to the schema). */
const valuesOf = (address: BillingAddress | null, country: string): BillingAddressRequest => ({
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
 * A billing address added or edited, checked with the api's own schema (billingAddressRequestSchema):
 * visible labels, each refusal beside its field and in the summary. `onSubmit` rejects with the api's
 * refusal. Used by the checkout's billing-address step and by an invoice's billing-address page.
 */
export function BillingAddressForm({
  address = null,
  defaultCountry,
  pending,
  onSubmit,
  onCancel,
}: {
  /** The address edited; null or absent: a new one. */
  address?: BillingAddress | null;
  defaultCountry: string | null;
  pending: boolean;
  onSubmit: (address: BillingAddressRequest) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  const form = useContractForm(billingAddressRequestSchema, {
    defaultValues: valuesOf(address, defaultCountry ?? ''),
    messages: useAddressMessages(),
  });
  const { FormField } = form;
  const f = (key: keyof BillingAddressRequest) => t(`billingAddress.fields.${key}`);
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
          placeholder={t('billingAddress.fields.countryPlaceholder')}
          options={countryOptions(lang)}
          autoComplete="country"
        />
      </FormField>
      <FormField name="taxId" label={f('taxId')} hint={t('billingAddress.fields.taxIdHint')} optional>
        <TextInput spellCheck={false} />
      </FormField>
      <FormField name="email" label={f('email')} hint={t('billingAddress.fields.emailHint')} optional>
        <TextInput type="email" autoComplete="email" spellCheck={false} />
      </FormField>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <Button type="submit" disabled={pending}>
          {pending ? t('billingAddress.saving') : t('billingAddress.save')}
        </Button>
        {onCancel && (
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('billingAddress.cancel')}
          </Button>
        )}
      </div>
    </ContractForm>
  );
}
