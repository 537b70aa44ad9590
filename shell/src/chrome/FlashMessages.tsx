import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon, IconButton, type IconName } from '@opengood/design-system';
import {
  flashDismissed,
  selectFlash,
  selectForcedUpdate,
  useAppDispatch,
  useAppSelector,
} from '@opengood/platform';
import type { en } from '../i18n/en';

type FlashType = Exclude<keyof typeof en.flash, 'close'>;

/** Flash types are open-ended (any area may set one): an unknown one is shown by its name. */
export function knownFlash(type: string): type is FlashType {
  return Object.hasOwn(TONES, type);
}

type Tone = 'success' | 'warning' | 'info';
const TONES: Readonly<Record<FlashType, Tone>> = {
  LOGIN_REQUIRED: 'info',
  FORBIDDEN: 'warning',
  LOGGED_OUT: 'success',
  PASSWORD_CHANGED: 'success',
  EMAIL_VERIFIED: 'success',
};
const LOOKS: Readonly<Record<Tone, { icon: IconName; bg: string; ink: string }>> = {
  success: { icon: 'check', bg: '#e7f4ee', ink: '#085a40' },
  warning: { icon: 'alert', bg: '#fff4e0', ink: '#7a4a00' },
  info: { icon: 'info', bg: '#eaf2fd', ink: '#174ea6' },
};

const Notice = styled.div<{ $bg: string; $ink: string }>`
  background: ${(p) => p.$bg};
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  .row {
    display: flex;
    align-items: center;
    gap: 12px;
    max-width: ${(p) => p.theme.sizes.container}px;
    margin: 0 auto;
    padding: 10px 8px 10px 16px;
  }
  .icon {
    flex: none;
    color: ${(p) => p.$ink};
  }
  p {
    flex: 1;
    margin: 0;
    color: ${(p) => p.theme.colors.text};
  }
  /* The close button (the design system's IconButton on a tint) in the message's ink. */
  .row > button {
    color: ${(p) => p.$ink};
  }
`;

/**
 * docs/product/chrome.md#flash-messages: flash messages (stored in a cookie for 2 days, shown once), translated by type with their
 * data, and the forced-update notice. Non-sticky ones go with the next navigation (see bootstrap).
 */
export function FlashMessages() {
  const { t } = useTranslation('shell');
  const flash = useAppSelector(selectFlash);
  const forcedUpdate = useAppSelector(selectForcedUpdate);
  const dispatch = useAppDispatch();
  const info = LOOKS.info;
  return (
    <div aria-live="polite" data-testid="flash-messages">
      {forcedUpdate && (
        <Notice $bg={info.bg} $ink={info.ink} role="status">
          <div className="row">
            <Icon name="refresh" className="icon" />
            <p>{t('update.available')}</p>
          </div>
        </Notice>
      )}
      {flash.map((f) => {
        const look = LOOKS[knownFlash(f.type) ? TONES[f.type] : 'info'];
        return (
          <Notice key={f.id} $bg={look.bg} $ink={look.ink} role="status" data-flash={f.type}>
            <div className="row">
              <Icon name={look.icon} className="icon" />
              <p>{knownFlash(f.type) ? t(`flash.${f.type}`, { ...f.data }) : f.type}</p>
              <IconButton
                label={t('flash.close')}
                icon="close"
                tone="onTint"
                onClick={() => dispatch(flashDismissed(f.id))}
              />
            </div>
          </Notice>
        );
      })}
    </div>
  );
}
