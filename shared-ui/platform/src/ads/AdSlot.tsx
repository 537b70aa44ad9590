import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { Icon, IconButton, type IconName } from '@opengood/design-system';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { Link } from '../navigation/Link';
import { AD_LINKS } from './adLinks';
import { adDismissed, selectChosenAd, selectChosenAdHref, type AdPlacement, type AdType } from './adsSlice';

const TONES: Readonly<Record<AdType, { icon: IconName; tint: string; ink: string }>> = {
  GRAD_FAIRS: { icon: 'calendar', tint: '#eaf2fd', ink: '#174ea6' },
  SALARY_SURVEY: { icon: 'chart', tint: '#e7f4ee', ink: '#085a40' },
  RESUME_DB: { icon: 'file', tint: '#fdf3e1', ink: '#7a4a00' },
};

const Box = styled.aside<{ $placement: AdPlacement; $tint: string; $ink: string }>`
  position: relative;
  display: flex;
  gap: 14px;
  background: ${(p) => p.$tint};
  color: ${(p) => p.theme.colors.text};
  ${(p) =>
    p.$placement === 'BANNER'
      ? css`
          align-items: center;
          padding: 12px 48px 12px 16px;
          border-bottom: 1px solid ${p.theme.colors.border};
          @media (min-width: ${p.theme.breakpoints[2]}) {
            padding-left: max(16px, calc((100vw - ${p.theme.sizes.container}px) / 2 + 16px));
          }
        `
      : p.$placement === 'SIDEBAR'
        ? css`
            flex-direction: column;
            padding: 20px 20px 20px;
            border-radius: ${p.theme.radii[2]}px;
          `
        : css`
            align-items: center;
            flex-wrap: wrap;
            padding: 16px 48px 16px 16px;
            border-radius: ${p.theme.radii[2]}px;
          `}
  .ad-icon {
    flex: none;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 40px;
    height: 40px;
    border-radius: 50%;
    background: #fff;
    color: ${(p) => p.$ink};
  }
  /* Phones: the message on its own lines, the action below it. */
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    flex-wrap: wrap;
    align-items: flex-start;
    .ad-icon {
      display: none;
    }
  }
`;

const Copy = styled.div`
  flex: 1 1 240px;
  min-width: 0;
  strong {
    display: block;
    font-size: ${(p) => p.theme.fontSizes[2]}px;
  }
  span {
    color: ${(p) => p.theme.colors.muted};
    font-size: ${(p) => p.theme.fontSizes[1]}px;
  }
`;

const Cta = styled(Link)<{ $ink: string }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 8px 14px;
  border-radius: ${(p) => p.theme.radii[4]}px;
  background: ${(p) => p.$ink};
  color: #fff;
  font-weight: ${(p) => p.theme.fontWeights.semibold};
  text-decoration: none;
  &:hover {
    filter: brightness(1.1);
  }
`;

/** The design system's round dismiss button, in the ad's corner. */
const Dismiss = styled(IconButton)`
  position: absolute;
  top: 8px;
  right: 8px;
`;

export interface AdSlotProps {
  placement: AdPlacement;
}

/**
 * Where an area shows the promotional ad the shell chose for this visitor (docs/product/chrome.md#promotional-ads): the same ad in
 * every placement, nothing when none is eligible. Dismissing it removes it everywhere.
 */
export function AdSlot({ placement }: AdSlotProps) {
  const { t } = useTranslation('platform');
  const dispatch = useAppDispatch();
  const ad = useAppSelector(selectChosenAd);
  const href = useAppSelector(selectChosenAdHref);
  if (!ad) return null;
  const tone = TONES[ad];
  return (
    <Box
      $placement={placement}
      $tint={tone.tint}
      $ink={tone.ink}
      aria-label={t('ads.label')}
      data-testid="ad-slot"
      data-ad={ad}
      data-placement={placement}
    >
      <span className="ad-icon">
        <Icon name={tone.icon} />
      </span>
      <Copy>
        <strong>{t(`ads.${ad}.title`)}</strong>
        <span>{t(`ads.${ad}.text`)}</span>
      </Copy>
      <Cta href={href ?? AD_LINKS[ad]} $ink={tone.ink}>
        {t(`ads.${ad}.cta`)}
        <Icon name="arrowRight" size={16} />
      </Cta>
      <Dismiss
        label={t('ads.dismiss')}
        icon="close"
        size="sm"
        tone="onTint"
        onClick={() => dispatch(adDismissed(ad))}
      />
    </Box>
  );
}
