import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ApplicationsAnswer } from '@opengood/contracts';
import { listingPath, userDashboardPath } from '@opengood/routes';
import { Pager, Text } from '@opengood/design-system';
import { Link, useLang, type PageViewProps } from '@opengood/platform';
import { formatDate } from '../format';

export interface ApplicationHistoryParams {
  section: 'application-history';
  page: number;
}

export const applicationHistoryHref = (page: number) =>
  userDashboardPath('application-history') + (page > 1 ? `?page=${page}` : '');

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: left;
    padding: 12px 8px;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
    vertical-align: top;
  }
  th {
    font-size: ${(p) => p.theme.fontSizes[1]}px;
    color: ${(p) => p.theme.colors.muted};
  }
  /* Phones: each application is a block of labelled lines. */
  @media (max-width: 767px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: block;
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
      padding: 8px 0;
    }
    td {
      display: block;
      border: none;
      padding: 4px 0;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${(p) => p.theme.colors.muted};
    }
  }
`;

const Badge = styled.span<{ $status: string }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  font-weight: 600;
  background: ${(p) => (p.$status === 'DECLINED' ? '#fbe9e7' : p.$status === 'REVIEWED' ? '#e3f2fd' : '#e8f5e9')};
  color: ${(p) => (p.$status === 'DECLINED' ? '#8c1d18' : p.$status === 'REVIEWED' ? '#0d47a1' : '#1b5e20')};
`;

/** /dashboard/application-history: every application, interest and attendance, newest first, paged. */
export function ApplicationHistoryPage({
  params,
  data,
}: PageViewProps<ApplicationHistoryParams, ApplicationsAnswer>) {
  const { t } = useTranslation('userDashboard');
  const lang = useLang();
  if (data.count === 0)
    return (
      <Text data-testid="applications-empty" color="muted">
        {t('applications.empty')}
      </Text>
    );
  return (
    <div data-testid="application-history">
      <Text color="muted">{t('applications.count', { count: data.count })}</Text>
      <Table>
        <thead>
          <tr>
            <th scope="col">{t('applications.listing')}</th>
            <th scope="col">{t('applications.kind')}</th>
            <th scope="col">{t('applications.date')}</th>
            <th scope="col">{t('applications.status')}</th>
          </tr>
        </thead>
        <tbody>
          {data.applications.map((a) => (
            <tr key={a.id} data-testid="application">
              <td>
                <Link href={listingPath(lang, a.listing.type, a.listing.id, a.listing.title)}>
                  {a.listing.title}
                </Link>
                <Text as="span" color="muted" fontSize={1} style={{ display: 'block' }}>
                  {a.listing.org.name}
                </Text>
              </td>
              <td data-label={t('applications.kind')}>{t(`applications.kinds.${a.kind}`)}</td>
              <td data-label={t('applications.date')}>
                <time dateTime={a.updatedAt}>{formatDate(lang, a.updatedAt)}</time>
              </td>
              <td data-label={t('applications.status')}>
                {/* Where the organisation has it (docs/product/organisations.md#applicants): the stage,
                    never its rating or notes; the status for an answer without one. */}
                <Badge $status={a.status} data-testid="application-stage">
                  {a.stage ? t(`applications.stages.${a.stage}`) : t(`applications.statuses.${a.status}`)}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Pager page={params.page} pageCount={data.pageCount} hrefOf={applicationHistoryHref} linkAs={Link} />
    </div>
  );
}
