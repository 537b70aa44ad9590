import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { TFunction } from 'i18next';
import { Dialog } from '@opengood/design-system';
import { isSearchType, type TmpRecord } from '@opengood/contracts';
import { useAppDispatch } from '@opengood/platform';
import { Actions, Lead, PrimaryButton, SecondaryButton } from '../modals/dialogs/parts';
import { tmpRestoreAnswered, type TmpRestoreOffer } from './tmpRestoreSlice';

const Items = styled.ul`
  margin: 0;
  padding-left: 20px;
  line-height: 1.55;
  li + li {
    margin-top: 6px;
  }
`;

/** The place a saved search was about, as its record holds it (the location input's selection). */
const placeText = (location: Record<string, unknown> | null) =>
  typeof location?.text === 'string' && location.text.trim() !== '' ? location.text.trim() : null;

/** One line per record: what confirming will do, in the user's words. */
export function describeRecord(t: TFunction<'shell'>, record: TmpRecord): string {
  switch (record.kind) {
    case 'SAVE_SEARCH': {
      const { text, index, location } = record.data;
      const what = text.trim() || (index && isSearchType(index) ? t(`search.types.${index}`) : '');
      const name = [what, placeText(location)].filter(Boolean).join(' · ');
      return t('tmpRestore.records.SAVE_SEARCH', { name });
    }
    case 'SAVE_LISTING':
      return t('tmpRestore.records.SAVE_LISTING', {
        type: t(`tmpRestore.listingTypes.${record.data.type}`),
        id: record.data.id,
      });
    case 'LISTING_APPLICATION_VALUES':
      return t('tmpRestore.records.LISTING_APPLICATION_VALUES', {
        type: t(`tmpRestore.listingTypes.${record.data.listingType}`),
        id: record.data.listingId,
      });
    case 'SUBSCRIBE_SUBSITE':
      return t('tmpRestore.records.SUBSCRIBE_SUBSITE', { id: record.data.subsiteId });
    case 'SIGNUP_BLOCK_REDIRECT':
      return t('tmpRestore.records.SIGNUP_BLOCK_REDIRECT', { path: record.data.url });
    case 'CMS_SUBSCRIBE':
    case 'SURVEY_REPORT_DATA':
      return t(`tmpRestore.records.${record.kind}`);
  }
}

/**
 * Asks the signed-in user before the temporary-data restore applies anything: what was kept before they
 * signed in, listed, with a confirmation and a refusal. Closing it (Escape, the close button) refuses.
 * Focus moves to the confirmation when it opens and back to where it was when it closes.
 */
export default function TmpRestoreDialog({ offer }: { offer: TmpRestoreOffer }) {
  const { t } = useTranslation('shell');
  const dispatch = useAppDispatch();
  const confirm = useRef<HTMLButtonElement>(null);
  const answer = (apply: boolean) => dispatch(tmpRestoreAnswered({ tmpId: offer.tmpId, apply }));
  return (
    <Dialog
      open
      onClose={() => answer(false)}
      title={t('tmpRestore.title')}
      initialFocus={confirm}
      data-testid="tmp-restore-dialog"
    >
      <Lead>{t('tmpRestore.lead')}</Lead>
      <Items aria-label={t('tmpRestore.listLabel')}>
        {offer.records.map((record, i) => (
          <li key={i}>{describeRecord(t, record)}</li>
        ))}
      </Items>
      <Actions>
        <SecondaryButton type="button" onClick={() => answer(false)}>
          {t('tmpRestore.cancel')}
        </SecondaryButton>
        <PrimaryButton type="button" ref={confirm} onClick={() => answer(true)}>
          {t('tmpRestore.confirm')}
        </PrimaryButton>
      </Actions>
    </Dialog>
  );
}
