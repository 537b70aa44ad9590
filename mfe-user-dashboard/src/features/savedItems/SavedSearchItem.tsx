import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Lang, SavedSearch } from '@opengood/contracts';
import { searchPath } from '@opengood/routes';
import { Button, ConfirmDialog, Field, FieldError, Flex, Text, TextInput } from '@opengood/design-system';
import { Link, useMutation } from '@opengood/platform';
import { useDeletion, useShownChanges } from '../mutations';
import { deleteSavedSearch, renameSavedSearch, switchSavedSearchAlert } from './savedSearchMutations';

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

const RenameRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 8px;
  margin-top: 16px;
  > :first-child {
    flex: 1 1 240px;
    margin-bottom: 0;
  }
`;

/** Where the saved search opens: its type's search page with its keywords, filters, place and radius. */
export function savedSearchHref(lang: Lang, search: SavedSearch): string {
  return searchPath(lang, search.index, {
    q: search.text || null,
    filters: search.filters,
    radius: search.radius,
    // The place's id as the search URL had it (newer saved searches keep it); Remote has its own.
    placeId: search.placeId ?? (search.location?.isRemote ? 'remote' : null),
  });
}

/**
 * One saved search: open it, rename it, switch its email alert (at once, back if refused), delete it
 * (after a confirmation). Each change is a mutation; the page's list is loaded again after it.
 */
export function SavedSearchItem({ search, lang }: { search: SavedSearch; lang: Lang }) {
  const { t } = useTranslation('userDashboard');
  const rename = useMutation(renameSavedSearch, search.id);
  const alert = useMutation(switchSavedSearchAlert, search.id);
  const remove = useDeletion(deleteSavedSearch, search.id);
  const shown = useShownChanges<'notifyByEmail', boolean>(search);
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [name, setName] = useState(search.name);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (nameError) nameInput.current?.focus();
  }, [nameError]);

  // The last change's outcome is the one said: starting one forgets how the others ended.
  const others = (kept: { reset(): void }) =>
    [rename, alert, remove].filter((h) => h !== kept).forEach((h) => h.reset());

  const submitName = (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setNameError(t('savedItems.searches.nameRequired'));
    if (trimmed.length > NAME_MAX)
      return setNameError(t('savedItems.searches.nameTooLong', { max: NAME_MAX }));
    setNameError(null);
    setRenaming(false);
    others(rename);
    void rename.mutate({ id: search.id, name: trimmed });
  };

  const switchAlert = (notifyByEmail: boolean) => {
    others(alert);
    void shown.change('notifyByEmail', notifyByEmail, () => alert.mutate({ id: search.id, notifyByEmail }));
  };

  const confirmDelete = () => {
    setConfirming(false);
    others(remove);
    void remove.remove({ id: search.id });
  };

  // Gone: the list loaded again no longer has it.
  if (remove.status === 'succeeded') return null;

  const deleting = remove.status === 'pending';
  const busy = deleting || rename.status === 'pending' || alert.status === 'pending';
  const failed = [rename, alert, remove].some((h) => h.status === 'failed');
  const notifyByEmail = shown.valueOf('notifyByEmail') ?? search.notifyByEmail;
  const place = search.location
    ? search.location.isRemote
      ? t('savedItems.searches.remote')
      : search.location.text
    : null;
  const details = [t(`types.${search.index}`), search.text ? `“${search.text}”` : null, place].filter(
    Boolean,
  );

  return (
    <Item data-testid="saved-search" aria-busy={busy || undefined}>
      <h3>{search.name}</h3>
      <Text color="muted" mb={3}>
        {details.join(' · ')}
      </Text>
      <Flex flexWrap="wrap" alignItems="center" style={{ gap: 16 }}>
        <Link href={savedSearchHref(lang, search)}>{t('savedItems.searches.open')}</Link>
        <Switch>
          <input
            type="checkbox"
            checked={notifyByEmail}
            disabled={deleting}
            onChange={(e) => switchAlert(e.target.checked)}
          />
          {t('savedItems.searches.alert', { name: search.name })}
        </Switch>
        <Button variant="link" onClick={() => setRenaming((r) => !r)} aria-expanded={renaming}>
          {t('savedItems.searches.rename')}
        </Button>
        <Button variant="link" onClick={() => setConfirming(true)} disabled={deleting}>
          {t('savedItems.searches.delete')}
        </Button>
      </Flex>
      {renaming && (
        <form onSubmit={submitName} noValidate>
          <RenameRow>
            <Field label={t('savedItems.searches.nameLabel')} error={nameError}>
              <TextInput
                ref={nameInput}
                value={name}
                maxLength={NAME_MAX + 20}
                onChange={(e) => setName(e.target.value)}
              />
            </Field>
            <Button type="submit">{t('common.save')}</Button>
            <Button variant="secondary" onClick={() => setRenaming(false)}>
              {t('common.cancel')}
            </Button>
          </RenameRow>
        </form>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('savedItems.searches.confirmDelete')}
        confirmLabel={t('savedItems.searches.deleteYes')}
        cancelLabel={t('common.cancel')}
        destructive
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
      {failed && <FieldError live>{t('savedItems.searches.failed')}</FieldError>}
    </Item>
  );
}
