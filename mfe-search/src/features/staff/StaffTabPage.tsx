import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { staffTabPath, type StaffTabMatch } from '@opengood/routes';
import { Button, Container, Heading, Icon, Spinner, Text, TextInput } from '@opengood/design-system';
import {
  NotFoundPage,
  selectIsSessionKnown,
  selectIsStaff,
  useAppSelector,
  useDocumentTitle,
  useNavigate,
  type PageViewProps,
} from '@opengood/platform';
import { ResultTabs } from '../search/ResultTabs';
import { StaffTable } from './StaffTables';
import { useStaffResults } from './useStaffResults';

export interface StaffTabParams extends StaffTabMatch {
  q: string;
  page: number;
}

/** The tab's params from its URL: `q` (cut to 200, as the api takes it) and the one-based `page`. */
export function staffTabParams(match: StaffTabMatch, url: URL): StaffTabParams {
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 200);
  const raw = url.searchParams.get('page') ?? '1';
  const page = /^\d{1,4}$/.test(raw) ? Math.min(Math.max(Number(raw), 1), 1000) : 1;
  return { ...match, q, page };
}

const SearchForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px 12px;
  margin: 16px 0 0;
  max-width: 640px;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 4px;
  }
  > div {
    flex: 1 1 240px;
  }
  input {
    width: 100%;
    box-sizing: border-box;
  }
`;

const Count = styled.p`
  font-weight: 600;
  margin: 0 0 8px;
`;

const Eyebrow = styled(Text)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin: 0;
`;

function StaffTab({ params }: { params: StaffTabParams }) {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const id = useId();
  const { lang, tab, q, page } = params;
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const results = useStaffResults(tab, q, page, true);
  const title = t(`staff.title.${tab}`);
  useDocumentTitle(q ? t('titleWithQuery', { q, title }) : title);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(staffTabPath(lang, tab, { q: text.trim() }));
  };
  const shown = results.shown;
  return (
    <Container py={5} data-testid="staff-tab">
      <Eyebrow color="muted" fontSize={1}>
        <Icon name="settings" size={14} aria-hidden /> {t('staff.staffOnly')}
      </Eyebrow>
      <Heading>{title}</Heading>
      <SearchForm role="search" onSubmit={submit}>
        <div>
          <label htmlFor={`${id}-q`}>{t('staff.searchLabel', { tab: title.toLowerCase() })}</label>
          <TextInput
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={200}
            placeholder={t(`staff.searchHint.${tab}`)}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        <Button type="submit">{t('staff.search')}</Button>
      </SearchForm>
      <ResultTabs lang={lang} current={tab} q={q} />
      {results.status === 'failed' ? (
        <div role="alert">
          <p>{t('staff.failed')}</p>
          <Button variant="secondary" onClick={results.retry}>
            {t('staff.retry')}
          </Button>
        </div>
      ) : shown ? (
        <>
          <Count>{t('staff.count', { count: shown.answer.total })}</Count>
          <StaffTable
            lang={lang}
            shown={shown}
            page={page}
            onPage={(next) => navigate(staffTabPath(lang, tab, { q, page: next }))}
            busy={results.status === 'loading'}
            caption={title}
            empty={t('staff.empty')}
          />
        </>
      ) : (
        <Spinner />
      )}
    </Container>
  );
}

/**
 * /{lang}/users|invoices|payments|donations (localised): the staff result tabs. Only staff see them: to
 * anyone else (and once the session is known) the address is the not-found page, as an unknown tab's.
 */
export function StaffTabPage({ params }: PageViewProps<StaffTabParams, undefined>) {
  const known = useAppSelector(selectIsSessionKnown);
  const staff = useAppSelector(selectIsStaff);
  if (!known)
    return (
      <Container py={6}>
        <Spinner />
      </Container>
    );
  if (!staff) return <NotFoundPage />;
  return <StaffTab params={params} />;
}
