import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ListingType } from '@opengood/contracts';
import { Button, Dialog, Icon, IconButton, Text, VisuallyHidden } from '@opengood/design-system';
import {
  listingSaveRequested,
  listingUnsaveRequested,
  selectIsListingSaved,
  selectIsSignedIn,
  useAppDispatch,
  useAppSelector,
  useContinueAfterSignup,
} from '@opengood/platform';

/** The labelled toggle (a detail page); the compact one (listing cards) is the design system's IconButton. */
const Toggle = styled.button<{ $saved: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  border-radius: ${(p) => p.theme.radii[1]}px;
  border: 1px solid ${(p) => (p.$saved ? p.theme.colors.primary : p.theme.colors.border)};
  background: ${(p) => (p.$saved ? '#e8f3ef' : '#fff')};
  color: ${(p) => p.theme.colors.primary};
  padding: 8px 14px;
  min-height: 40px;
  min-width: 40px;
  justify-content: center;
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  margin-top: 20px;
`;

export interface SaveListingButtonProps {
  listing: { id: number; type: ListingType; title: string };
  /** Icon only (listing cards); the accessible name always names the listing. */
  compact?: boolean;
}

/**
 * The save control of every area (detail page, search results): a toggle button (aria-pressed) whose
 * state is the user's savedListings in the platform session; the platform's saved-listings saga makes the
 * call and rolls back by docs/product/listings.md#saved-listings. A visitor is asked to sign up; the save waits in temporary storage and
 * happens once the new account is verified (or right after logging in).
 */
export function SaveListingButton({ listing, compact = false }: SaveListingButtonProps) {
  const { t } = useTranslation('listingWidgets');
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const saved = useAppSelector((state) => selectIsListingSaved(state, listing.type, listing.id));
  const [asking, setAsking] = useState(false);
  // Announced only after the user toggled here (a rollback then reads as "not saved").
  const [touched, setTouched] = useState(false);
  const ref = { id: listing.id, type: listing.type };
  const label = t('save.label', { title: listing.title });
  const heart = <Icon name="heart" size={20} fill={saved ? 'currentColor' : 'none'} />;

  const onClick = () => {
    if (!signedIn) setAsking(true);
    else {
      setTouched(true);
      dispatch(saved ? listingUnsaveRequested(ref) : listingSaveRequested(ref));
    }
  };

  return (
    <>
      {compact ? (
        <IconButton
          label={label}
          icon={heart}
          tone="outlined"
          size="md"
          pressed={saved}
          onClick={onClick}
          data-testid="save-listing"
        />
      ) : (
        <Toggle
          type="button"
          aria-pressed={saved}
          aria-label={label}
          $saved={saved}
          onClick={onClick}
          data-testid="save-listing"
        >
          {heart}
          <span aria-hidden="true">{saved ? t('save.saved') : t('save.save')}</span>
        </Toggle>
      )}
      <VisuallyHidden aria-live="polite">
        {touched ? (saved ? t('save.savedStatus') : t('save.unsavedStatus')) : ''}
      </VisuallyHidden>
      {asking && <SignUpToSave listing={listing} onClose={() => setAsking(false)} />}
    </>
  );
}

function SignUpToSave({
  listing,
  onClose,
}: {
  listing: SaveListingButtonProps['listing'];
  onClose: () => void;
}) {
  const { t } = useTranslation('listingWidgets');
  const { state, go: continueAfterSignup } = useContinueAfterSignup();
  const go = (to: 'signup' | 'login') =>
    continueAfterSignup([{ kind: 'SAVE_LISTING', data: { id: listing.id, type: listing.type } }], to);

  return (
    <Dialog open onClose={onClose} title={t('save.signUpTitle')} data-testid="save-signup">
      <Text>{t('save.signUpText', { title: listing.title })}</Text>
      {state === 'failed' && (
        <Text role="alert" color="danger" mt={3}>
          {t('save.signUpFailed')}
        </Text>
      )}
      <Actions>
        <Button onClick={() => void go('signup')} disabled={state === 'busy'}>
          {t('save.signUp')}
        </Button>
        <Button variant="secondary" onClick={() => void go('login')} disabled={state === 'busy'}>
          {t('save.logIn')}
        </Button>
      </Actions>
    </Dialog>
  );
}
