import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BillingAddress, BillingAddressRequest } from '@opengood/contracts';
import { Button, FieldError, Heading, Text } from '@opengood/design-system';
import { Link, useMutation, useNavigate, type PageViewProps } from '@opengood/platform';
import {
  addBillingAddress,
  setInvoiceBillingAddress,
  updateBillingAddress,
} from '../billingAddress/billingAddressMutations';
import { BillingAddressForm } from '../billingAddress/BillingAddressForm';
import { useRunMutation } from '../shared/mutations';
import { AddressSummary } from './AddressSummary';
import type { AddressData } from './checkoutApi';
import { CheckoutFrame } from './CheckoutFrame';
import { cartPagePath, payPath } from './checkoutRoutes';
import { invoiceSubject } from './invoiceText';
import { useBillingFormat } from '../shared/billingFormat';
import { useCheckoutErrorText } from './useCheckoutErrorText';

const Choices = styled.fieldset`
  border: none;
  margin: 0 0 16px;
  padding: 0;
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    gap: 12px;
    align-items: flex-start;
    justify-content: space-between;
    padding: 12px;
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 6px;
    margin-bottom: 8px;
  }
  label {
    display: flex;
    gap: 10px;
    cursor: pointer;
  }
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
  }
`;

type Params = { orgId: string; invoiceId: string | null };
type Editing = { kind: 'add' } | { kind: 'edit'; address: BillingAddress } | null;

/**
 * /admin/{orgId}/checkout/billing-address?invoiceId=N: who the invoice is made out to, chosen among the
 * organisation's saved addresses or added (editable until the invoice is paid); then the payment.
 */
export function BillingAddressPage({ params, data }: PageViewProps<Params, AddressData>) {
  const { t } = useTranslation('orgDashboard');
  const format = useBillingFormat();
  const navigate = useNavigate();
  const errorText = useCheckoutErrorText();
  const setAddress = useMutation(setInvoiceBillingAddress);
  const run = useRunMutation();
  const [saving, setSaving] = useState(false);
  const { invoice, addresses } = data;
  const { orgId } = params;
  const [chosen, setChosen] = useState<number | null>(
    invoice.billingAddress?.id ?? (addresses.length === 1 ? addresses[0]!.id : null),
  );
  const [editing, setEditing] = useState<Editing>(addresses.length === 0 ? { kind: 'add' } : null);
  const [missing, setMissing] = useState(false);

  const next = async (billingAddressId: number | null) => {
    if (billingAddressId === null) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const answer = await setAddress.mutate({ orgId, invoiceId: String(invoice.id), billingAddressId });
    if (answer) navigate(payPath(orgId, invoice.id, billingAddressId));
  };

  /** Adds or edits the address (a refusal goes back to the form), which then becomes the chosen one. */
  const save = async (values: BillingAddressRequest) => {
    if (!editing) return;
    setSaving(true);
    try {
      const answer =
        editing.kind === 'edit'
          ? await run(updateBillingAddress, { orgId, id: String(editing.address.id), address: values })
          : await run(addBillingAddress, { orgId, address: values });
      setChosen(answer.billingAddress.id);
      setEditing(null);
      // A first address needs no second click: it is the invoice's.
      if (addresses.length === 0) void next(answer.billingAddress.id);
    } finally {
      setSaving(false);
    }
  };

  const refusal =
    setAddress.errors.billingAddressId ?? setAddress.errors.invoice ?? setAddress.errors.request;
  return (
    <CheckoutFrame
      orgId={orgId}
      org={data.overview.org}
      section="cart"
      step="address"
      heading={t('checkout.address.title')}
      intro={t('checkout.address.intro')}
      testId="billing-address-page"
    >
      <Text data-testid="checkout-invoice-total" style={{ fontWeight: 600 }}>
        {t('checkout.address.invoiceFor', {
          what: invoiceSubject(invoice, t),
          total: format.money(invoice.total),
        })}
      </Text>
      {invoice.status !== 'OPEN' ? (
        <>
          <FieldError>
            {errorText(invoice.status === 'PAID' ? 'INVOICE_PAID' : 'INVOICE_NOT_PAYABLE')}
          </FieldError>
          <Link href={cartPagePath(orgId)}>{t('checkout.pay.backToCart')}</Link>
        </>
      ) : (
        <>
          {addresses.length > 0 && (
            <Choices>
              <legend>{t('checkout.address.choose')}</legend>
              <ul>
                {addresses.map((address) => (
                  <li key={address.id} data-testid="billing-address-choice">
                    <label>
                      <input
                        type="radio"
                        name="billing-address"
                        value={address.id}
                        checked={chosen === address.id}
                        onChange={() => setChosen(address.id)}
                      />
                      <AddressSummary address={address} />
                    </label>
                    <Button
                      variant="secondary"
                      aria-label={t('checkout.address.editNamed', { name: address.name })}
                      onClick={() => setEditing({ kind: 'edit', address })}
                    >
                      {t('checkout.address.edit')}
                    </Button>
                  </li>
                ))}
              </ul>
            </Choices>
          )}
          {editing ? (
            <section aria-labelledby="billing-address-form-heading" style={{ maxWidth: 640 }}>
              <Heading as="h3" fontSize={2} id="billing-address-form-heading">
                {editing.kind === 'edit' ? t('checkout.address.formEdit') : t('checkout.address.formAdd')}
              </Heading>
              <BillingAddressForm
                key={editing.kind === 'edit' ? editing.address.id : 'new'}
                address={editing.kind === 'edit' ? editing.address : null}
                defaultCountry={data.overview.org.location?.countryCode ?? null}
                pending={saving}
                onSubmit={save}
                onCancel={addresses.length > 0 ? () => setEditing(null) : undefined}
              />
            </section>
          ) : (
            <>
              <p>
                <Button variant="secondary" onClick={() => setEditing({ kind: 'add' })}>
                  {t('checkout.address.addNew')}
                </Button>
              </p>
              {missing && <FieldError live>{errorText('BILLING_ADDRESS_REQUIRED')}</FieldError>}
              {refusal && <FieldError live>{errorText(refusal)}</FieldError>}
              <Button onClick={() => void next(chosen)} disabled={setAddress.status === 'pending'}>
                {t('checkout.address.continue')}
              </Button>
            </>
          )}
        </>
      )}
    </CheckoutFrame>
  );
}
