import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { BillingAddress, Invoice } from '@opengood/contracts';
import { useLang } from '@opengood/platform';
import { useBillingFormat } from '../shared/billingFormat';
import { Facts, InvoiceStatusBadge, Note, SubHeading } from './recordsUi';

// An invoice's content as both its dashboard page and its printable page show it: the facts (number,
// status, dates), what it is for, the total, and who it is made out to. A page adds its own links.

const Lines = styled.table`
  width: 100%;
  max-width: 720px;
  border-collapse: collapse;
  font-size: 15px;
  caption {
    text-align: left;
    font-weight: 600;
    font-size: 20px;
    padding: 0 0 8px;
  }
  th,
  td {
    padding: 8px 10px;
    text-align: left;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  thead th {
    font-size: 13px;
    color: ${(p) => p.theme.colors.muted};
    font-weight: 600;
  }
  .amount {
    text-align: right;
    white-space: nowrap;
    font-variant-numeric: tabular-nums;
  }
  tfoot th,
  tfoot td {
    font-weight: 700;
    border-bottom: none;
  }
`;

const Address = styled.address`
  font-style: normal;
  line-height: 1.5;
`;

/** A billing address as it is written on an envelope, its country named in the page's language. */
export function AddressLines({ address }: { address: BillingAddress }) {
  const { t } = useTranslation('orgDashboard');
  const lang = useLang();
  let country = address.country;
  try {
    country = new Intl.DisplayNames([lang], { type: 'region' }).of(address.country) ?? country;
  } catch {
    // an unknown code stays as it is
  }
  const cityLine = [address.postalCode, address.city, address.region].filter(Boolean).join(' ');
  return (
    <Address data-testid="billing-address">
      {[address.name, address.line1, address.line2, cityLine, country, address.email]
        .filter(Boolean)
        .map((line, i) => (
          <div key={i}>{line}</div>
        ))}
      {address.taxId && <div>{t('billingRecords.invoice.taxId', { taxId: address.taxId })}</div>}
    </Address>
  );
}

export function InvoiceDocument({ invoice, headingLevel = 3 }: { invoice: Invoice; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('orgDashboard');
  const format = useBillingFormat();
  const currency = invoice.total.currency;
  const H = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div data-testid="invoice-document">
      <Facts>
        <dt>{t('billingRecords.invoice.number')}</dt>
        <dd data-testid="invoice-number">{invoice.number ?? t('billingRecords.proForma')}</dd>
        <dt>{t('billingRecords.invoice.status')}</dt>
        <dd>
          <InvoiceStatusBadge status={invoice.status} />
        </dd>
        <dt>{t('billingRecords.invoice.issued')}</dt>
        <dd>{format.day(invoice.created)}</dd>
        {invoice.paid && (
          <>
            <dt>{t('billingRecords.invoice.paid')}</dt>
            <dd>{format.day(invoice.paid)}</dd>
          </>
        )}
        {invoice.creditNoteNumber && (
          <>
            <dt>{t('billingRecords.invoice.creditNote')}</dt>
            <dd>{invoice.creditNoteNumber}</dd>
          </>
        )}
      </Facts>
      {invoice.status === 'OPEN' && <Note>{t('billingRecords.invoice.openNote')}</Note>}
      {invoice.status === 'VOID' && <Note>{t('billingRecords.invoice.voidNote')}</Note>}
      {invoice.status === 'REFUNDED' && (
        <Note>{t('billingRecords.invoice.refundedNote', { number: invoice.creditNoteNumber ?? '' })}</Note>
      )}
      <Lines data-testid="invoice-lines">
        <caption>{t('billingRecords.invoice.linesCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('billingRecords.invoice.columns.item')}</th>
            <th scope="col" className="amount">
              {t('billingRecords.invoice.columns.amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, i) => (
            <tr key={i}>
              <td>
                {line.kind === 'LISTING'
                  ? t('billingRecords.invoice.listingLine', {
                      type: t(`posting.types.${line.listingType}.name`),
                      title: line.title,
                    })
                  : t('billingRecords.invoice.packLine', { count: line.credits })}
              </td>
              <td className="amount">{format.amount(line.amount, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('billingRecords.invoice.total')}</th>
            <td className="amount" data-testid="invoice-total">
              {format.money(invoice.total)}
            </td>
          </tr>
        </tfoot>
      </Lines>
      <SubHeading as={H}>{t('billingRecords.invoice.billedTo')}</SubHeading>
      {invoice.billingAddress ? (
        <AddressLines address={invoice.billingAddress} />
      ) : (
        <p>{t('billingRecords.invoice.noAddress')}</p>
      )}
    </div>
  );
}
