import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LocationSelection, SavedSearch, SearchType, User } from '@opengood/contracts';
import { loginPath, signupPath, type ParsedSearchParams } from '@opengood/routes';
import { Button, Dialog, Icon, Input, Text, VisuallyHidden } from '@opengood/design-system';
import {
  ME_URL,
  keepForAfterSignup,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  useCurrentUrl,
  useNavigate,
  usePlatform,
  userUpdated,
  withTmpIdParam,
} from '@opengood/platform';
import {
  createSavedSearch,
  deleteSavedSearch,
  saveSearchRecord,
  savedSearchRequest,
  updateSavedSearch,
} from './savedSearchApi';

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

const Field = styled.div`
  margin-bottom: 16px;
  label {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
`;

const Check = styled.label`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  font-weight: 600;
  input {
    margin-top: 4px;
    width: 18px;
    height: 18px;
    flex: none;
  }
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
 * "Save search" on a search page (spec §4 saving-search status): saving creates the saved search from the
 * URL's state and opens its alert settings (EDITING); saving those is SAVED; removing it is UNSAVED. A
 * visitor is asked to sign up: the search waits in temporary storage (SAVE_SEARCH) and the shell saves it
 * once the new account is verified, whichever area is then on screen.
 */
export function SaveSearchControl({ type, parsed, location }: SaveSearchControlProps) {
  const { t } = useTranslation('search');
  const { http } = usePlatform();
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [saved, setSaved] = useState<SavedSearch | null>(null);
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [announce, setAnnounce] = useState('');

  // The User answer lists the saved searches and the saving status: keep the session's copy current.
  const refreshUser = () =>
    http
      .get<{ user: User | null }>(ME_URL)
      .then(({ user }) => user && dispatch(userUpdated(user)))
      .catch(() => undefined);

  const save = async () => {
    if (!signedIn) {
      setAsking(true);
      return;
    }
    setStatus('busy');
    try {
      const created = await createSavedSearch(http, savedSearchRequest(type, parsed, location));
      setSaved(created);
      setStatus('idle');
      setAnnounce(t('savedSearches.saved'));
      setEditing(true);
      void refreshUser();
    } catch {
      setStatus('failed');
    }
  };

  const remove = async () => {
    if (!saved) return;
    setStatus('busy');
    try {
      await deleteSavedSearch(http, saved.id);
      setSaved(null);
      setStatus('idle');
      setAnnounce(t('savedSearches.removed'));
      void refreshUser();
    } catch {
      setStatus('failed');
    }
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
          <Button variant="secondary" onClick={() => setEditing(true)} disabled={status === 'busy'}>
            {t('savedSearches.editAlert')}
          </Button>
          <Button variant="link" onClick={() => void remove()} disabled={status === 'busy'}>
            {t('savedSearches.remove')}
          </Button>
        </>
      ) : (
        <Button variant="secondary" onClick={() => void save()} disabled={status === 'busy'}>
          <Icon name="heart" size={16} />{' '}
          {status === 'busy' ? t('savedSearches.saving') : t('savedSearches.save')}
        </Button>
      )}
      {status === 'failed' && !editing && (
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
  const { http } = usePlatform();
  const [name, setName] = useState(saved.name);
  const [notify, setNotify] = useState(saved.notifyByEmail);
  const [status, setStatus] = useState<Status>('idle');
  const nameId = useId();
  const hintId = useId();
  const nameRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    nameRef.current?.select();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('busy');
    try {
      onSaved(await updateSavedSearch(http, saved.id, { name, notifyByEmail: notify }));
    } catch {
      setStatus('failed');
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('savedSearches.dialogTitle')}
      initialFocus={nameRef}
      data-testid="saved-search-dialog"
    >
      <form onSubmit={(e) => void submit(e)}>
        <Field>
          <label htmlFor={nameId}>{t('savedSearches.name')}</label>
          <Input
            id={nameId}
            ref={nameRef}
            value={name}
            maxLength={120}
            required
            onChange={(e) => setName(e.target.value)}
            width="100%"
          />
        </Field>
        <Check>
          <input
            type="checkbox"
            checked={notify}
            aria-describedby={hintId}
            onChange={(e) => setNotify(e.target.checked)}
          />
          <span>{t('savedSearches.notify')}</span>
        </Check>
        <Text id={hintId} color="muted" mt={2} mb={0}>
          {t('savedSearches.notifyHint')}
        </Text>
        {status === 'failed' && (
          <Text role="alert" color="danger" mt={3}>
            {t('savedSearches.failed')}
          </Text>
        )}
        <Actions>
          <Button type="submit" disabled={status === 'busy' || name.trim() === ''}>
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
