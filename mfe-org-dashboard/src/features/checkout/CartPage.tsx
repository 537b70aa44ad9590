import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CartItem } from '@opengood/contracts';
import { Button, ConfirmDialog, FieldError, Text, VisuallyHidden } from '@opengood/design-system';
import { isHttpError, Link, useMutation, useNavigate, type PageViewProps } from '@opengood/platform';
import { chooseTypePath } from '../posting/postingRoutes';
import { useRunMutation } from '../shared/mutations';
import type { CartData } from './checkoutApi';
import { CheckoutFrame } from './CheckoutFrame';
import { checkout, publishWithCredit, removeCartItem } from './checkoutMutations';
import { billingAddressPath, buyCreditsPath } from './checkoutRoutes';
import { useBillingFormat } from '../shared/billingFormat';
import { useCheckoutErrorText } from './useCheckoutErrorText';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 15px;
  caption {
    text-align: left;
    font-weight: 600;
    padding: 0 0 8px;
  }
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  thead th {
    font-weight: 600;
    color: ${(p) => p.theme.colors.muted};
    font-size: 13px;
  }
  .num {
    text-align: right;
    white-space: nowrap;
  }
  tfoot th,
  tfoot td {
    border-bottom: none;
    font-weight: 700;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    justify-content: flex-end;
  }
  /* On a phone each row is a small card: the column names come from data-label. */
  @media (max-width: 640px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      padding: 8px 0;
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
    }
    tbody th,
    tbody td {
      border: none;
      padding: 2px 0;
    }
    tbody td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${(p) => p.theme.colors.muted};
      font-size: 13px;
    }
    tbody .actions {
      grid-column: 1 / -1;
      justify-content: flex-start;
      padding-top: 6px;
    }
    tfoot tr {
      display: flex;
      justify-content: space-between;
    }
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin: 16px 0;
`;

type Ask = { kind: 'remove'; item: CartItem };

/**
 * /admin/{orgId}/cart (and single-checkout/cart): the listings waiting for payment, each removable (it goes
 * back to draft) or publishable with a credit, and the checkout of the rest (docs/product/billing.md#cart).
 */
export function CartPage({ params, data }: PageViewProps<{ orgId: string }, CartData>) {
  const { t } = useTranslation('orgDashboard');
  const format = useBillingFormat();
  const navigate = useNavigate();
  const run = useRunMutation();
  const errorText = useCheckoutErrorText();
  const start = useMutation(checkout);
  const [ask, setAsk] = useState<Ask | null>(null);
  const [said, setSaid] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const { cart } = data;
  const { orgId } = params;

  const remove = async () => {
    if (!ask) return;
    const { item } = ask;
    try {
      await run(removeCartItem, { orgId, listingId: String(item.listingId) });
      setSaid(t('checkout.cart.removed', { title: item.title }));
      setFailed(null);
    } catch (error) {
      setFailed(codeOf(error, 'listingId'));
    }
    setAsk(null);
  };
  const useCredit = async (item: CartItem) => {
    setBusy(item.listingId);
    try {
      await run(publishWithCredit, { orgId, listingId: String(item.listingId) });
      setSaid(t('checkout.cart.published', { title: item.title }));
      setFailed(null);
    } catch (error) {
      setFailed(codeOf(error, 'credits'));
    }
    setBusy(null);
  };
  const goToCheckout = async () => {
    const answer = await start.mutate({ orgId });
    if (answer) navigate(billingAddressPath(orgId, answer.invoice.id));
  };

  return (
    <CheckoutFrame
      orgId={orgId}
      org={data.overview.org}
      section="cart"
      step="cart"
      heading={t('checkout.cart.title')}
      intro={t('checkout.cart.intro')}
      testId="cart-page"
    >
      <Bar>
        <Text m={0} data-testid="cart-credits">
          {cart.credits > 0
            ? t('checkout.cart.credits', { count: cart.credits })
            : t('checkout.cart.noCredits')}
        </Text>
        <Link href={buyCreditsPath(orgId)}>{t('checkout.cart.buyCredits')}</Link>
      </Bar>
      <p aria-live="polite" data-testid="cart-said" style={{ minHeight: '1.5em', margin: '0 0 8px' }}>
        {said}
      </p>
      {failed && <FieldError live>{errorText(failed)}</FieldError>}
      {cart.items.length === 0 ? (
        <Text data-testid="cart-empty">
          {t('checkout.cart.empty')} <Link href={chooseTypePath(orgId)}>{t('checkout.cart.postLink')}</Link>
        </Text>
      ) : (
        <>
          <Table>
            <caption>{t('checkout.cart.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('checkout.cart.columns.title')}</th>
                <th scope="col">{t('checkout.cart.columns.type')}</th>
                <th scope="col">{t('checkout.cart.columns.added')}</th>
                <th scope="col" className="num">
                  {t('checkout.cart.columns.price')}
                </th>
                <th scope="col">
                  <VisuallyHidden>{t('checkout.cart.columns.actions')}</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <tbody>
              {cart.items.map((item) => (
                <tr key={item.listingId} data-testid="cart-item" data-listing-id={item.listingId}>
                  <th scope="row" style={{ fontWeight: 600 }}>
                    {item.title}
                  </th>
                  <td data-label={t('checkout.cart.columns.type')}>
                    {t(`checkout.types.${item.listingType}`)}
                  </td>
                  <td data-label={t('checkout.cart.columns.added')}>{format.day(item.added)}</td>
                  <td className="num" data-label={t('checkout.cart.columns.price')}>
                    {format.money(item.price)}
                  </td>
                  <td>
                    <div className="actions">
                      {cart.credits > 0 && (
                        <Button
                          variant="secondary"
                          disabled={busy !== null}
                          aria-label={t('checkout.cart.useCreditNamed', { title: item.title })}
                          onClick={() => void useCredit(item)}
                        >
                          {t('checkout.cart.useCredit')}
                        </Button>
                      )}
                      <Button
                        variant="secondary"
                        disabled={busy !== null}
                        aria-label={t('checkout.cart.removeNamed', { title: item.title })}
                        onClick={() => setAsk({ kind: 'remove', item })}
                      >
                        {t('checkout.cart.remove')}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('checkout.cart.total')} ({t('checkout.cart.count', { count: cart.count })})
                </th>
                <td className="num" data-testid="cart-total">
                  {format.money(cart.total)}
                </td>
                <td />
              </tr>
            </tfoot>
          </Table>
          <Bar>
            <span />
            <Button onClick={() => void goToCheckout()} disabled={start.status === 'pending'}>
              {t('checkout.cart.checkout')}
            </Button>
          </Bar>
          {start.status === 'failed' && (
            <FieldError live>{errorText(start.errors.cart ?? start.errors.pack ?? 'unknown')}</FieldError>
          )}
        </>
      )}
      <ConfirmDialog
        open={ask !== null}
        title={ask ? t('checkout.cart.removeTitle', { title: ask.item.title }) : ''}
        confirmLabel={t('checkout.cart.removeConfirm')}
        cancelLabel={t('checkout.cart.cancel')}
        destructive
        onConfirm={remove}
        onCancel={() => setAsk(null)}
        data-testid="cart-remove-dialog"
      >
        {t('checkout.cart.removeBody')}
      </ConfirmDialog>
    </CheckoutFrame>
  );
}

/** The refusal's code for `field` (or its first), from a rejected mutation. */
function codeOf(error: unknown, field: string): string {
  const errors: Record<string, unknown> = isHttpError(error) ? error.errors : {};
  const code = errors[field] ?? Object.values(errors)[0];
  return typeof code === 'string' ? code : 'unknown';
}
