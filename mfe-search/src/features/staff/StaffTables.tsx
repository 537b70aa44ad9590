import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { STAFF_PAGE_SIZE, type Lang, type Payment } from '@opengood/contracts';
import type { RouteAnswer } from '@opengood/contracts/routes';
import { donationReceiptPath } from '@opengood/routes';
import { DataTable, formatMoney, type DataColumn } from '@opengood/design-system';
import { Link } from '@opengood/platform';
import { RefundAction } from './RefundAction';
import type { StaffAnswer } from './useStaffResults';

const Status = styled.p.attrs({ role: 'status' })`
  min-height: 1.5em;
  margin: 8px 0;
`;

const Refused = styled.p.attrs({ role: 'alert' })`
  margin: 8px 0;
  color: ${(p) => p.theme.colors.danger};
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.muted};
`;

const date = (iso: string, lang: Lang) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

const BRANDS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'Amex',
  DISCOVER: 'Discover',
};

type Row<N extends 'staffUsers' | 'staffInvoices' | 'staffPayments' | 'staffDonations'> =
  RouteAnswer<N>['results'][number];

interface TableProps {
  lang: Lang;
  shown: StaffAnswer;
  page: number;
  onPage(page: number): void;
  busy: boolean;
  caption: string;
  empty: string;
}

/** One staff tab's results: a dense table, paged by the api (STAFF_PAGE_SIZE rows a page). */
export function StaffTable(props: TableProps) {
  switch (props.shown.tab) {
    case 'USERS':
      return <UsersTable {...props} rows={props.shown.answer.results} total={props.shown.answer.total} />;
    case 'INVOICES':
      return <InvoicesTable {...props} rows={props.shown.answer.results} total={props.shown.answer.total} />;
    case 'PAYMENTS':
      return <PaymentsTable {...props} rows={props.shown.answer.results} total={props.shown.answer.total} />;
    case 'DONATIONS':
      return <DonationsTable {...props} rows={props.shown.answer.results} total={props.shown.answer.total} />;
  }
}

function Paged<R>({
  columns,
  rows,
  total,
  rowKey,
  ...props
}: TableProps & {
  columns: DataColumn<R>[];
  rows: readonly R[];
  total: number;
  rowKey: (row: R) => string | number;
}) {
  return (
    <DataTable
      caption={props.caption}
      captionHidden
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      pageSize={STAFF_PAGE_SIZE}
      totalRows={total}
      page={props.page}
      onPageChange={props.onPage}
      busy={props.busy}
      empty={<p>{props.empty}</p>}
      data-testid="staff-results"
    />
  );
}

function UsersTable(props: TableProps & { rows: Row<'staffUsers'>[]; total: number }) {
  const { t } = useTranslation('search');
  const columns: DataColumn<Row<'staffUsers'>>[] = [
    { key: 'name', header: t('staff.columns.name'), cell: (u) => u.name || <Muted>—</Muted>, primary: true },
    { key: 'email', header: t('staff.columns.email'), cell: (u) => u.email },
    {
      key: 'role',
      header: t('staff.columns.role'),
      cell: (u) => (u.staff ? t('staff.staffRole') : t('staff.userRole')),
    },
    { key: 'created', header: t('staff.columns.created'), cell: (u) => date(u.created, props.lang) },
  ];
  return <Paged {...props} columns={columns} rowKey={(u) => u.id} />;
}

function InvoicesTable(props: TableProps & { rows: Row<'staffInvoices'>[]; total: number }) {
  const { t } = useTranslation('search');
  const columns: DataColumn<Row<'staffInvoices'>>[] = [
    {
      key: 'number',
      header: t('staff.columns.number'),
      cell: (i) =>
        i.number ? (
          <Link href={`/invoices/${i.id}`}>{i.number}</Link>
        ) : (
          <Muted>{t('staff.notNumbered')}</Muted>
        ),
      primary: true,
    },
    { key: 'org', header: t('staff.columns.org'), cell: (i) => i.orgName },
    { key: 'status', header: t('staff.columns.status'), cell: (i) => t(`staff.status.${i.status}`) },
    {
      key: 'total',
      header: t('staff.columns.total'),
      cell: (i) => formatMoney(i.total.amount, props.lang, i.total.currency),
      align: 'end',
    },
    { key: 'created', header: t('staff.columns.date'), cell: (i) => date(i.paid ?? i.created, props.lang) },
  ];
  return <Paged {...props} columns={columns} rowKey={(i) => i.id} />;
}

function PaymentsTable(props: TableProps & { rows: Row<'staffPayments'>[]; total: number }) {
  const { t } = useTranslation('search');
  // Refunded here: the row shows it at once (the answer is the refunded payment).
  const [refunded, setRefunded] = useState<Record<number, Payment>>({});
  const [said, setSaid] = useState<{ ok: string } | { refused: string } | null>(null);
  const rows = props.rows.map((p) => (refunded[p.id] ? { ...p, ...refunded[p.id] } : p));
  const columns: DataColumn<Row<'staffPayments'>>[] = [
    { key: 'id', header: '#', cell: (p) => `#${p.id}`, primary: true },
    { key: 'org', header: t('staff.columns.org'), cell: (p) => p.orgName },
    {
      key: 'status',
      header: t('staff.columns.status'),
      cell: (p) => <span data-testid={`payment-status-${p.id}`}>{t(`staff.status.${p.status}`)}</span>,
    },
    {
      key: 'amount',
      header: t('staff.columns.amount'),
      cell: (p) => formatMoney(p.amount.amount, props.lang, p.amount.currency),
      align: 'end',
    },
    {
      key: 'card',
      header: t('staff.columns.card'),
      cell: (p) =>
        p.card ? t('staff.card', { brand: BRANDS[p.card.brand] ?? '', last4: p.card.last4 }).trim() : '—',
      hideWhenStacked: true,
    },
    {
      key: 'paidBy',
      header: t('staff.columns.paidBy'),
      cell: (p) => p.paidBy?.name ?? '—',
      hideWhenStacked: true,
    },
    { key: 'created', header: t('staff.columns.date'), cell: (p) => date(p.created, props.lang) },
    {
      key: 'actions',
      header: t('staff.columns.actions'),
      cell: (p) =>
        p.status === 'SUCCEEDED' ? (
          <RefundAction
            payment={p}
            orgName={p.orgName}
            onRefunded={(payment) => {
              setRefunded((r) => ({ ...r, [payment.id]: payment }));
              setSaid({ ok: t('staff.refund.done', { id: payment.id }) });
            }}
            onError={(refused) => setSaid({ refused })}
          />
        ) : (
          <Muted>—</Muted>
        ),
    },
  ];
  return (
    <>
      {said && 'refused' in said ? <Refused>{said.refused}</Refused> : <Status>{said?.ok ?? ''}</Status>}
      <Paged {...props} rows={rows} columns={columns} rowKey={(p) => p.id} />
    </>
  );
}

function DonationsTable(props: TableProps & { rows: Row<'staffDonations'>[]; total: number }) {
  const { t } = useTranslation('search');
  const columns: DataColumn<Row<'staffDonations'>>[] = [
    {
      key: 'receipt',
      header: t('staff.columns.receipt'),
      cell: (d) =>
        d.receiptNumber ? (
          <Link href={donationReceiptPath(d.id)}>{d.receiptNumber}</Link>
        ) : (
          <Muted>{t('staff.notNumbered')}</Muted>
        ),
      primary: true,
    },
    {
      key: 'name',
      header: t('staff.columns.name'),
      cell: (d) => (
        <>
          {d.name}
          {d.anonymous && <Muted> ({t('staff.anonymous')})</Muted>}
        </>
      ),
    },
    { key: 'email', header: t('staff.columns.email'), cell: (d) => d.email, hideWhenStacked: true },
    { key: 'status', header: t('staff.columns.status'), cell: (d) => t(`staff.status.${d.status}`) },
    {
      key: 'amount',
      header: t('staff.columns.amount'),
      cell: (d) => formatMoney(d.amount.amount, props.lang, d.amount.currency),
      align: 'end',
    },
    { key: 'created', header: t('staff.columns.date'), cell: (d) => date(d.created, props.lang) },
  ];
  return <Paged {...props} columns={columns} rowKey={(d) => d.id} />;
}
