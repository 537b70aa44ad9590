import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Lang, SavedSearch } from '@opengood/contracts';
import { searchPath } from '@opengood/routes';
import { Button, Flex, Text } from '@opengood/design-system';
import { Link, useAppDispatch, useAppSelector } from '@opengood/platform';
import { FieldError, describedBy } from '../layout/DashboardFrame';
import {
  savedSearchAlertToggled,
  savedSearchDeleteConfirmed,
  savedSearchRenameSubmitted,
  selectSavedSearchChanges,
} from './savedSearchesSlice';

const NAME_MAX = 120;

const Item = styled.li`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 16px;
  margin-bottom: 12px;
  background: #fff;
  h3 {
    margin: 0 0 4px;
    font-size: ${(p) => p.theme.fontSizes[3]}px;
    overflow-wrap: anywhere;
  }
`;

const Switch = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${(p) => p.theme.colors.primary};
  }
`;

/** Where the saved search opens: its type's search page with its keywords, filters and radius. */
export function savedSearchHref(lang: Lang, search: SavedSearch): string {
  return searchPath(lang, search.index, {
    q: search.text || null,
    filters: search.filters,
    radius: search.radius,
    // The place's id as the search URL had it (newer saved searches keep it); Remote has its own.
    placeId: (search as { placeId?: string | null }).placeId ?? (search.location?.isRemote ? 'remote' : null),
  });
}

/** One saved search: open it, rename it, switch its email alert, delete it (spec §4 statuses). */
export function SavedSearchItem({ search, lang }: { search: SavedSearch; lang: Lang }) {
  const { t } = useTranslation('userDashboard');
  const dispatch = useAppDispatch();
  const changes = useAppSelector(selectSavedSearchChanges);
  const pending = changes.pending[search.id];
  const error = changes.errors[search.id];
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const id = useId();
  const nameId = `${id}-name`;

  const submitName = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('savedItems.searches.nameRequired'));
    if (trimmed.length > NAME_MAX) return setNameError(t('savedItems.searches.nameTooLong', { max: NAME_MAX }));
    setNameError(null);
    setRenaming(false);
    dispatch(savedSearchRenameSubmitted({ search, name: trimmed }));
  };

  const place = search.location ? (search.location.isRemote ? t('savedItems.searches.remote') : search.location.text) : null;
  const details = [t(`types.${search.index}`), search.text ? `“${search.text}”` : null, place].filter(Boolean);

  return (
    <Item data-testid="saved-search" aria-busy={pending ? true : undefined}>
      <h3>{search.name}</h3>
      <Text color="muted" mb={3}>
        {details.join(' · ')}
      </Text>
      <Flex flexWrap="wrap" alignItems="center" style={{ gap: 16 }}>
        <Link href={savedSearchHref(lang, search)}>{t('savedItems.searches.open')}</Link>
        <Switch>
          <input
            type="checkbox"
            checked={search.notifyByEmail}
            disabled={pending === 'delete'}
            onChange={(e) => dispatch(savedSearchAlertToggled({ search, notifyByEmail: e.target.checked }))}
          />
          {t('savedItems.searches.alert', { name: search.name })}
        </Switch>
        <Button variant="link" onClick={() => setRenaming((r) => !r)} aria-expanded={renaming}>
          {t('savedItems.searches.rename')}
        </Button>
        <Button variant="link" onClick={() => setConfirming(true)} disabled={pending === 'delete'}>
          {t('savedItems.searches.delete')}
        </Button>
      </Flex>
      {renaming && (
        <form onSubmit={submitName} noValidate>
          <Flex mt={3} flexWrap="wrap" alignItems="flex-end" style={{ gap: 8 }}>
            <Flex flexDirection="column" style={{ gap: 4, flex: '1 1 240px' }}>
              <label htmlFor={nameId}>{t('savedItems.searches.nameLabel')}</label>
              <input
                id={nameId}
                value={name}
                maxLength={NAME_MAX + 20}
                onChange={(e) => setName(e.target.value)}
                style={{ font: 'inherit', padding: '8px 12px' }}
                {...describedBy(nameId, nameError)}
              />
            </Flex>
            <Button type="submit">{t('common.save')}</Button>
            <Button variant="secondary" onClick={() => setRenaming(false)}>
              {t('common.cancel')}
            </Button>
          </Flex>
          {nameError && (
            <FieldError id={`${nameId}-error`} role="alert">
              {nameError}
            </FieldError>
          )}
        </form>
      )}
      {confirming && (
        <Flex mt={3} flexWrap="wrap" alignItems="center" style={{ gap: 8 }} role="group" aria-label={t('savedItems.searches.confirmDelete')}>
          <Text m={0}>{t('savedItems.searches.confirmDelete')}</Text>
          <Button
            onClick={() => {
              setConfirming(false);
              dispatch(savedSearchDeleteConfirmed({ search }));
            }}
          >
            {t('savedItems.searches.deleteYes')}
          </Button>
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('common.cancel')}
          </Button>
        </Flex>
      )}
      {error && (
        <FieldError role="alert" style={{ display: 'block', marginTop: 8 }}>
          {t('savedItems.searches.failed')}
        </FieldError>
      )}
    </Item>
  );
}
