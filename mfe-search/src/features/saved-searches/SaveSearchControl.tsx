import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LocationSelection, SavedSearch, SearchType } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { loginPath, signupPath, type ParsedSearchParams } from '@opengood/routes';
import {
  Button,
  Checkbox,
  Dialog,
  Field,
  Icon,
  Text,
  TextInput,
  VisuallyHidden,
} from '@opengood/design-system';
import {
  keepForAfterSignup,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  useCurrentUrl,
  useMutation,
  useNavigate,
  usePlatform,
  userUpdated,
  withTmpIdParam,
} from '@opengood/platform';
import { saveSearchRecord, savedSearchRequest } from './savedSearchApi';
import { removeSavedSearch, saveSearch, updateSavedSearchAlert } from './savedSearchMutations';

const Row = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

const SavedBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 6px 12px;
  min-height: 40px;
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: #e8f3ef;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 20px;
`;

export interface SaveSearchControlProps {
  type: SearchType;
  parsed: ParsedSearchParams;
  /** The place the search answer geocoded (its `location`), null without one. */
  location: LocationSelection | null;
}

type Status = 'idle' | 'busy' | 'failed';

/**
 * The User answer lists the saved searches and the saving status: after a write, the session's copy is
 * read again so it stays current.
 */
function useRefreshUser() {
  const { http } = usePlatform();
  const dispatch = useAppDispatch();
  return () =>
    http
      .call(routes.me)
      .then(({ user }) => {
        if (user) dispatch(userUpdated(user));
      })
      .catch(() => undefined);
}

/**
 * "Save search" on a search page (docs/product/user-dashboard.md#saving-search-status): saving creates the saved search from the
 * URL's state and opens its alert settings (EDITING); saving those is SAVED; removing it is UNSAVED. A
 * visitor is asked to sign up: the search waits in temporary storage (SAVE_SEARCH) and the shell saves it
 * once the new account is verified, whichever area is then on screen. The writes are mutations
 * (savedSearchMutations.ts); what they left in the store is forgotten when the control goes.
 */
export function SaveSearchControl({ type, parsed, location }: SaveSearchControlProps) {
  const { t } = useTranslation('search');
  const signedIn = useAppSelector(selectIsSignedIn);
  const save = useMutation(saveSearch);
  const remove = useMutation(removeSavedSearch);
  const refreshUser = useRefreshUser();
  const [saved, setSaved] = useState<SavedSearch | null>(null);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [announce, setAnnounce] = useState('');
  const { reset: resetSave } = save;
  const { reset: resetRemove } = remove;
  useEffect(
    () => () => {
      resetSave();
      resetRemove();
    },
    [resetSave, resetRemove],
  );

  const busy = save.status === 'pending' || remove.status === 'pending';
  const failed = save.status === 'failed' || remove.status === 'failed';

  const onSave = async () => {
    if (!signedIn) {
      setAsking(true);
      return;
    }
    resetRemove();
    const answer = await save.mutate(savedSearchRequest(type, parsed, location));
    if (!answer) return;
    setSaved(answer.savedSearch);
    setAnnounce(t('savedSearches.saved'));
    setEditing(true);
    void refreshUser();
  };

  const onRemove = async () => {
    if (!saved) return;
    resetSave();
    if (!(await remove.mutate(saved.id))) return;
    setSaved(null);
    setAnnounce(t('savedSearches.removed'));
    void refreshUser();
  };

  return (
    <Row data-testid="save-search">
      {saved ? (
        <>
          <SavedBadge data-testid="saved-search-badge">
            <Icon name="check" size={18} />
            {t('savedSearches.saved')}
            {saved.notifyByEmail && (
              <>
                <Icon name="bell" size={16} aria-hidden="true" />
                <VisuallyHidden>{t('savedSearches.alertOn')}</VisuallyHidden>
              </>
            )}
          </SavedBadge>
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={busy}>
            {t('savedSearches.editAlert')}
          </Button>
          <Button variant="link" onClick={() => void onRemove()} disabled={busy}>
            {t('savedSearches.remove')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => void onSave()} disabled={busy}>
          <Icon name="heart" size={16} /> {busy ? t('savedSearches.saving') : t('savedSearches.save')}
        </Button>
      )}
      {failed && !editing && (
        <Text role="alert" color="danger" m={0}>
          {t('savedSearches.failed')}
        </Text>
      )}
      <VisuallyHidden aria-live="polite">{announce}</VisuallyHidden>
      {saved && editing && (
        <AlertDialog
          saved={saved}
          onClose={() => setEditing(false)}
          onSaved={(next) => {
            setSaved(next);
            setEditing(false);
            void refreshUser();
          }}
        />
      )}
      {asking && (
        <SignUpToSave
          request={() => saveSearchRecord(savedSearchRequest(type, parsed, location))}
          onClose={() => setAsking(false)}
        />
      )}
    </Row>
  );
}

function AlertDialog({
  saved,
  onClose,
  onSaved,
}: {
  saved: SavedSearch;
  onClose: () => void;
  onSaved: (next: SavedSearch) => void;
}) {
  const { t } = useTranslation('search');
  const update = useMutation(updateSavedSearchAlert, saved.id);
  const [name, setName] = useState(saved.name);
  const [notify, setNotify] = useState(saved.notifyByEmail);
  const nameRef = useRef<HTMLInputElement>(null);
  const { reset } = update;

  useEffect(() => {
    nameRef.current?.select();
    return reset;
  }, [reset]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await update.mutate({ id: saved.id, change: { name, notifyByEmail: notify } });
    if (answer) onSaved(answer.savedSearch);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('savedSearches.dialogTitle')}
      initialFocus={nameRef}
      data-testid="saved-search-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('savedSearches.name')} required>
          <TextInput ref={nameRef} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} />
        </Field>
        <Checkbox
          label={t('savedSearches.notify')}
          hint={t('savedSearches.notifyHint')}
          checked={notify}
          onChange={setNotify}
        />
        {update.status === 'failed' && (
          <Text role="alert" color="danger" mt={3}>
            {t('savedSearches.failed')}
          </Text>
        )}
        <Actions>
          <Button type="submit" disabled={update.status === 'pending' || name.trim() === ''}>
            {t('savedSearches.done')}
          </Button>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('savedSearches.cancel')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}

function SignUpToSave({
  request,
  onClose,
}: {
  request: () => ReturnType<typeof saveSearchRecord>;
  onClose: () => void;
}) {
  const { t } = useTranslation('search');
  const { http } = usePlatform();
  const navigate = useNavigate();
  const url = useCurrentUrl();
  const [status, setStatus] = useState<Status>('idle');
  const here = url.pathname + url.search;

  const go = async (to: 'signup' | 'login') => {
    setStatus('busy');
    try {
      const tmpId = await keepForAfterSignup(http, [
        request(),
        // After verification the restore runs where the user lands; this brings them back to the search.
        { kind: 'SIGNUP_BLOCK_REDIRECT', data: { url: here } },
      ]);
      navigate(to === 'signup' ? signupPath() : loginPath(withTmpIdParam(here, tmpId)));
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Dialog open onClose={onClose} title={t('savedSearches.signUpTitle')} data-testid="save-search-signup">
      <Text>{t('savedSearches.signUpText')}</Text>
      {status === 'failed' && (
        <Text role="alert" color="danger" mt={3}>
          {t('savedSearches.signUpFailed')}
        </Text>
      )}
      <Actions>
        <Button onClick={() => void go('signup')} disabled={status === 'busy'}>
          {t('savedSearches.signUp')}
        </Button>
        <Button variant="secondary" onClick={() => void go('login')} disabled={status === 'busy'}>
          {t('savedSearches.logIn')}
        </Button>
      </Actions>
    </Dialog>
  );
}
