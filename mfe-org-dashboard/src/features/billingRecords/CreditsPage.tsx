import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CreditEntry, CreditsAnswer } from '@opengood/contracts';
import { orgDashboardPath } from '@opengood/routes';
import { DataTable, EmptyState, Heading, Text, type DataColumn } from '@opengood/design-system';
import { Link, type PageViewProps } from '@opengood/platform';
import { OrgDashboardLayout } from '../dashboard/OrgDashboardView';
import { SEGMENT_OF_TYPE } from '../posting/postingRoutes';
import type { CreditsData } from './billingRecordsApi';
import { buyCreditsPath, invoicePath } from './billingRecordsRoutes';
import { useBillingFormat } from '../shared/billingFormat';
import { SubHeading } from './recordsUi';

// /admin/{orgId}/credits (docs/product/billing.md#credits-and-packs): the balance, the packs with credits
// left (the soonest to expire first: they are spent first), and the ledger the balance is the sum of —
// grants, spends (with the listing each published), expiries and refunds — as a dense table.

type Grant = CreditsAnswer['grants'][number];

const Balance = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 8px 24px;
  margin: 16px 0;
  strong {
    font-size: 28px;
  }
`;

const Change = styled.span<{ $up: boolean }>`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
  color: ${(p) => (p.$up ? '#0d5b2a' : p.theme.colors.text)};
`;

export function CreditsPage({ params, data }: PageViewProps<{ orgId: string }, CreditsData>) {
  const { t } = useTranslation('orgDashboard');
  const format = useBillingFormat();
  const { orgId } = params;
  const { balance, grants, entries } = data.credits;
  const packColumns: DataColumn<Grant>[] = [
    {
      key: 'pack',
      header: t('billingRecords.credits.packColumns.pack'),
      primary: true,
      cell: (grant) =>
        grant.invoiceId === null ? (
          t('billingRecords.credits.packName', { count: grant.credits })
        ) : (
          <Link href={invoicePath(orgId, grant.invoiceId)}>
            {t('billingRecords.credits.packName', { count: grant.credits })}
          </Link>
        ),
    },
    {
      key: 'remaining',
      header: t('billingRecords.credits.packColumns.remaining'),
      cell: (grant) =>
        t('billingRecords.credits.remaining', { remaining: grant.remaining, credits: grant.credits }),
    },
    {
      key: 'granted',
      header: t('billingRecords.credits.packColumns.granted'),
      cell: (grant) => format.day(grant.granted),
    },
    {
      key: 'expires',
      header: t('billingRecords.credits.packColumns.expires'),
      sortValue: (grant) => new Date(grant.expires),
      cell: (grant) => format.day(grant.expires),
    },
  ];
  const what = (entry: CreditEntry) => {
    const kind = t(`billingRecords.credits.kinds.${entry.kind}`);
    if (entry.listing) {
      const href = orgDashboardPath(
        orgId,
        `${SEGMENT_OF_TYPE[entry.listing.listingType]}/${entry.listing.id}`,
      );
      return (
        <>
          {kind}: <Link href={href}>{entry.listing.title}</Link>
        </>
      );
    }
    return entry.kind === 'GRANT' && entry.delta > 0
      ? `${kind} (${t('billingRecords.credits.packOf', { count: entry.delta })})`
      : kind;
  };
  // What happened first: it heads each entry's card on a phone.
  const ledgerColumns: DataColumn<CreditEntry>[] = [
    { key: 'what', header: t('billingRecords.credits.ledgerColumns.what'), primary: true, cell: what },
    {
      key: 'at',
      header: t('billingRecords.credits.ledgerColumns.at'),
      sortValue: (entry) => `${entry.at}|${String(entry.id).padStart(12, '0')}`,
      cell: (entry) => format.moment(entry.at),
      width: '11em',
    },
    {
      key: 'change',
      header: t('billingRecords.credits.ledgerColumns.change'),
      align: 'end',
      cell: (entry) => <Change $up={entry.delta > 0}>{format.delta(entry.delta)}</Change>,
    },
    {
      key: 'balance',
      header: t('billingRecords.credits.ledgerColumns.balance'),
      align: 'end',
      cell: (entry) => entry.balance,
    },
    {
      key: 'invoice',
      header: t('billingRecords.credits.ledgerColumns.invoice'),
      cell: (entry) =>
        entry.invoiceId === null ? (
          <span aria-hidden="true">{t('billingRecords.none')}</span>
        ) : (
          <Link href={invoicePath(orgId, entry.invoiceId)}>
            {t('billingRecords.invoiceRef', { id: entry.invoiceId })}
          </Link>
        ),
    },
  ];
  return (
    <OrgDashboardLayout orgId={orgId} org={data.overview.org} section="credits">
      <div data-testid="org-credits">
        <Heading as="h2" id="org-dashboard-section-heading" fontSize={4}>
          {t('sections.credits.title')}
        </Heading>
        <Text style={{ maxWidth: '72ch' }}>{t('billingRecords.credits.intro')}</Text>
        <Balance>
          <span>
            {t('billingRecords.credits.balance')}:{' '}
            <strong data-testid="credit-balance">
              {t('billingRecords.credits.balanceValue', { count: balance })}
            </strong>
          </span>
          <Link href={buyCreditsPath(orgId)} data-testid="buy-credits">
            {t('billingRecords.credits.buy')}
          </Link>
        </Balance>
        <section aria-labelledby="credits-packs">
          <SubHeading id="credits-packs">{t('billingRecords.credits.packsHeading')}</SubHeading>
          <DataTable
            caption={t('billingRecords.credits.packsCaption')}
            captionHidden
            columns={packColumns}
            rows={grants}
            rowKey={(grant) => `${grant.invoiceId ?? 'none'}-${grant.granted}`}
            defaultSort={{ column: 'expires', direction: 'ascending' }}
            data-testid="credit-packs"
            empty={
              <EmptyState
                headingLevel={4}
                icon="chart"
                title={t('billingRecords.credits.noPacksTitle')}
                description={t('billingRecords.credits.noPacksBody')}
                action={<Link href={buyCreditsPath(orgId)}>{t('billingRecords.credits.buy')}</Link>}
              />
            }
          />
        </section>
        <section aria-labelledby="credits-ledger">
          <SubHeading id="credits-ledger">{t('billingRecords.credits.ledgerHeading')}</SubHeading>
          <DataTable
            caption={t('billingRecords.credits.ledgerCaption')}
            captionHidden
            columns={ledgerColumns}
            rows={entries}
            rowKey={(entry) => entry.id}
            defaultSort={{ column: 'at', direction: 'descending' }}
            data-testid="credit-ledger"
            empty={
              <EmptyState
                headingLevel={4}
                icon="info"
                title={t('billingRecords.credits.noEntriesTitle')}
                description={t('billingRecords.credits.noEntriesBody')}
              />
            }
          />
        </section>
      </div>
    </OrgDashboardLayout>
  );
}
