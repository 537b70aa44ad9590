import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Pack, PackId } from '@opengood/contracts';
import { Button, FieldError, Heading, Text } from '@opengood/design-system';
import { Link, useMutation, useNavigate, type PageViewProps } from '@opengood/platform';
import type { BuyData } from './checkoutApi';
import { CheckoutFrame } from './CheckoutFrame';
import { checkout } from './checkoutMutations';
import { billingAddressPath, buyCreditsPath } from './checkoutRoutes';
import { useBillingFormat } from '../shared/billingFormat';
import { useCheckoutErrorText } from './useCheckoutErrorText';

const Packs = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 16px;
  list-style: none;
  margin: 16px 0;
  padding: 0;
  li {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: 6px;
    padding: 16px;
    display: flex;
    flex-direction: column;
    gap: 6px;
  }
  li[data-chosen='true'] {
    border-color: ${(p) => p.theme.colors.primary};
    box-shadow: 0 0 0 1px ${(p) => p.theme.colors.primary};
  }
  .price {
    font-size: 22px;
    font-weight: 700;
  }
  button {
    margin-top: auto;
  }
`;

type Params = { orgId: string; packId: PackId | null };

/**
 * /admin/{orgId}/buy-credits and credits/{packId}: the credit packs in the organisation's currency (credits,
 * price, per posting, validity); "Buy" opens an invoice for the pack and goes on to its billing address.
 */
export function BuyCreditsPage({ params, data }: PageViewProps<Params, BuyData>) {
  const { t } = useTranslation('orgDashboard');
  const format = useBillingFormat();
  const navigate = useNavigate();
  const errorText = useCheckoutErrorText();
  const start = useMutation(checkout);
  const { orgId, packId } = params;
  const packs = packId ? data.prices.packs.filter((p) => p.packId === packId) : data.prices.packs;

  const buy = async (pack: Pack) => {
    const answer = await start.mutate({ orgId, pack: pack.packId });
    if (answer) navigate(billingAddressPath(orgId, answer.invoice.id, pack.packId));
  };

  return (
    <CheckoutFrame
      orgId={orgId}
      org={data.overview.org}
      section="credits"
      heading={t('checkout.buy.title')}
      intro={t('checkout.buy.intro')}
      testId="buy-credits-page"
    >
      <Text data-testid="credit-balance" style={{ fontWeight: 600 }}>
        {t('checkout.buy.balance', { count: data.credits })}
      </Text>
      <Packs aria-label={packId ? t('checkout.buy.chosen') : t('checkout.buy.title')}>
        {packs.map((pack) => (
          <li
            key={pack.packId}
            data-testid="credit-pack"
            data-pack={pack.packId}
            data-chosen={pack.packId === packId}
          >
            <Heading as="h3" fontSize={2} style={{ margin: 0 }}>
              {t('checkout.buy.pack', { count: pack.credits })}
            </Heading>
            <span className="price">{format.money(pack.price)}</span>
            <span>{t('checkout.buy.perPosting', { amount: format.money(pack.perPosting) })}</span>
            <Text as="span" color="muted">
              {t('checkout.buy.validity', { days: pack.validDays })}
            </Text>
            <Button
              onClick={() => void buy(pack)}
              disabled={start.status === 'pending'}
              aria-label={t('checkout.buy.buyNamed', { count: pack.credits })}
            >
              {t('checkout.buy.buy')}
            </Button>
          </li>
        ))}
      </Packs>
      {start.status === 'failed' && (
        <FieldError live>{errorText(start.errors.pack ?? start.errors.request ?? 'unknown')}</FieldError>
      )}
      {packId && <Link href={buyCreditsPath(orgId)}>{t('checkout.buy.allPacks')}</Link>}
    </CheckoutFrame>
  );
}
