import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { APPLICATION_ERROR_CODES, type Lang, type PublishedListingDetail } from '@opengood/contracts';
import { Button, Icon, Text, VisuallyHidden } from '@opengood/design-system';
import {
  formatDate,
  selectIsSessionKnown,
  selectIsSignedIn,
  selectUser,
  useAppDispatch,
  useAppSelector,
} from '@opengood/platform';
import { useApplicationState } from './applyMutations';
import { applicationSubmitted, applyPanelOpened, selectApplyEntry } from './applySlice';
import { SignUpFirst } from './SignUpFirst';
import { VerifyEmailFirst } from './VerifyEmailFirst';
import { applyMethod, type ApplyMethod } from '../hiring/listingState';

export const ApplyPanel = styled.section`
  border: 1px solid ${(p) => p.theme.colors.primary};
  border-radius: ${(p) => p.theme.radii[2]}px;
  padding: 16px 20px;
  background: #f3f9f6;
  margin-bottom: 16px;
  h2 {
    font-size: ${(p) => p.theme.fontSizes[3]}px;
    margin: 0 0 8px;
  }
`;

const ApplyLink = styled.a`
  display: inline-block;
  margin-top: 12px;
  padding: 10px 18px;
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: ${(p) => p.theme.colors.primary};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${(p) => p.theme.colors.primaryDark};
  }
`;

const Status = styled.p`
  display: flex;
  gap: 8px;
  align-items: flex-start;
  margin: 12px 0 0;
  font-weight: 600;
`;

export const APPLY_FORM_ID = 'apply-form';

const Note = styled.p`
  margin: 12px 0 0;
  padding: 8px 12px;
  border-left: 4px solid ${(p) => p.theme.colors.primary};
  background: #fff;
  overflow-wrap: anywhere;
`;

/**
 * "How to apply" beside the listing: jobs and internships point to the application form below the
 * description, or to the organisation's own site or mailbox when it takes applications there
 * (docs/product/organisations.md#posting-a-listing); a volunteer opportunity records "I'm interested" and an
 * event "I'll attend" in one click. In the admins' preview nothing here acts: a note says what will.
 */
export function ApplySection({
  listing,
  closed,
  lang,
  preview = false,
}: {
  listing: PublishedListingDetail;
  closed: boolean;
  lang: Lang;
  preview?: boolean;
}) {
  const { t } = useTranslation('listings');
  const takesApplication = listing.listingType === 'JOB' || listing.listingType === 'INTERNSHIP';
  const how = applyMethod(listing);
  return (
    <ApplyPanel aria-labelledby="how-heading" data-testid="apply-panel">
      <h2 id="how-heading">{t(`howToApply.${listing.listingType}`)}</h2>
      {closed ? (
        <Text role="status" data-testid="apply-closed">
          {t('apply.closed')}
        </Text>
      ) : how.method !== 'SITE' ? (
        <ElsewhereApply how={how} org={listing.org.name} preview={preview} />
      ) : preview ? (
        <>
          <Text>{t(`applyHow.${listing.listingType}`, { org: listing.org.name })}</Text>
          <Note data-testid="preview-apply-note">
            {t(takesApplication ? 'hiring.preview.applyNote' : 'hiring.preview.joinNote')}
          </Note>
        </>
      ) : (
        <>
          <Text>{t(`applyHow.${listing.listingType}`, { org: listing.org.name })}</Text>
          {takesApplication ? (
            <ApplyLink href={`#${APPLY_FORM_ID}`}>{t('apply.submit')}</ApplyLink>
          ) : (
            <OneClick listing={listing} lang={lang} />
          )}
        </>
      )}
    </ApplyPanel>
  );
}

/** The organisation's own site, or a mail to it: a link out (in the preview, where it goes, not a link). */
function ElsewhereApply({
  how,
  org,
  preview,
}: {
  how: Exclude<ApplyMethod, { method: 'SITE' }>;
  org: string;
  preview: boolean;
}) {
  const { t } = useTranslation('listings');
  const url = how.method === 'URL';
  return (
    <>
      <Text>
        {url ? t('hiring.apply.urlText', { org }) : t('hiring.apply.emailText', { org, email: how.target })}
      </Text>
      {preview ? (
        <Note data-testid="preview-apply-note">
          {t('hiring.preview.externalNote', { target: how.target })}
        </Note>
      ) : url ? (
        // nofollow: the organisation's address is not an endorsement; noopener: the new tab cannot reach back.
        <ApplyLink href={how.href} target="_blank" rel="noopener nofollow" data-testid="apply-external">
          {t('hiring.apply.url')} <VisuallyHidden>{t('hiring.apply.newTab')}</VisuallyHidden>
        </ApplyLink>
      ) : (
        <ApplyLink href={how.href} data-testid="apply-email">
          {t('hiring.apply.email')}
        </ApplyLink>
      )}
    </>
  );
}

/** "I'm interested" (VOLOP) and "I'll attend" (EVENT): one application record, no form. */
function OneClick({ listing, lang }: { listing: PublishedListingDetail; lang: Lang }) {
  const { t } = useTranslation('listings');
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector(selectIsSignedIn);
  const known = useAppSelector(selectIsSessionKnown);
  const ref = { type: listing.listingType, id: listing.id };
  const entry = useAppSelector((s) => selectApplyEntry(s, ref));
  const submit = useApplicationState(ref);
  const user = useAppSelector(selectUser);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (signedIn) dispatch(applyPanelOpened({ type: listing.listingType, id: listing.id }));
  }, [dispatch, signedIn, listing.listingType, listing.id]);

  const label = listing.listingType === 'EVENT' ? t('apply.attend') : t('apply.interested');
  if (entry?.application) {
    return (
      <Status role="status" data-testid="apply-sent">
        <Icon name="check" size={20} />
        <span>
          {listing.listingType === 'EVENT'
            ? t('apply.attendSent', { org: listing.org.name })
            : t('apply.interestedSent', { org: listing.org.name })}{' '}
          ({formatDate(entry.application.updatedAt, lang)})
        </span>
      </Status>
    );
  }
  const onClick = () => {
    if (!signedIn) setAsking(true);
    else dispatch(applicationSubmitted({ ref, body: {} }));
  };
  // Applying needs a verified email (said at once; focused again on a refusal).
  const unverified = signedIn && user !== null && !user.emailVerified;
  const refusedUnverified = submit.errors.email === APPLICATION_ERROR_CODES.EMAIL_NOT_VERIFIED;
  const refused = (submit.refused && !refusedUnverified) || submit.failed;
  return (
    <>
      <Button mt={3} onClick={onClick} disabled={!known || submit.sending} data-testid="apply-one-click">
        {label}
      </Button>
      {unverified && <VerifyEmailFirst email={user.email} refused={refusedUnverified} />}
      {refused && (
        <Text role="alert" color="danger" mt={2}>
          {submit.closed
            ? t('apply.closed')
            : submit.errors.request === 'RATE_LIMITED'
              ? t('apply.rateLimited')
              : t('apply.failed')}
        </Text>
      )}
      {asking && (
        <SignUpFirst
          org={listing.org.name}
          record={{
            kind: 'LISTING_APPLICATION_VALUES',
            data: { listingId: listing.id, listingType: listing.listingType, values: {} },
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </>
  );
}
