import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from './Icon';

export type IconButtonSize = 'sm' | 'md' | 'lg';
/**
 * plain: muted icon, a grey disc on hover (dismiss, clear, close). onTint: on a coloured surface (a flash
 * message, an ad), a light disc on hover. outlined: bordered, for a control that stands alone (save).
 */
export type IconButtonTone = 'plain' | 'onTint' | 'outlined';

const SIZES: Record<IconButtonSize, { box: number; icon: number }> = {
  sm: { box: 32, icon: 18 },
  md: { box: 40, icon: 20 },
  lg: { box: 44, icon: 22 },
};

const tones = {
  plain: css`
    border: none;
    background: none;
    color: ${(p) => p.theme.colors.muted};
    &:hover:not(:disabled) {
      background: ${(p) => p.theme.colors.surface};
      color: ${(p) => p.theme.colors.text};
    }
  `,
  onTint: css`
    border: none;
    background: none;
    color: inherit;
    &:hover:not(:disabled) {
      background: rgba(255, 255, 255, 0.7);
    }
  `,
  outlined: css`
    border: 1px solid ${(p) => p.theme.colors.border};
    background: #fff;
    color: ${(p) => p.theme.colors.primary};
    &:hover:not(:disabled) {
      border-color: ${(p) => p.theme.colors.primary};
    }
    &[aria-pressed='true'] {
      border-color: ${(p) => p.theme.colors.primary};
      background: ${(p) => p.theme.colors.successSurface};
    }
  `,
};

const Round = styled.button<{ $size: IconButtonSize; $tone: IconButtonTone }>`
  position: relative;
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${(p) => SIZES[p.$size].box}px;
  height: ${(p) => SIZES[p.$size].box}px;
  padding: 0;
  border-radius: 50%;
  font: inherit;
  cursor: pointer;
  ${(p) => tones[p.$tone]}
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export type IconButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> & {
  /** What the button does, in words: its accessible name (required: an icon alone says nothing). */
  label: string;
  /** An icon of the set, or any icon element (decorative: the label names the button). */
  icon: IconName | ReactNode;
  size?: IconButtonSize;
  tone?: IconButtonTone;
  /** A toggle (saved / not saved): aria-pressed. */
  pressed?: boolean;
  /** A count or dot over the icon (new notifications). */
  badge?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * The round icon-only button (close, dismiss, clear, a header action, a toggle): one look and one
 * accessible name, `label`, which also shows as the tooltip. 32, 40 or 44 px across.
 */
export function IconButton({
  label,
  icon,
  size = 'md',
  tone = 'plain',
  pressed,
  badge,
  title,
  type = 'button',
  ref,
  ...rest
}: IconButtonProps) {
  return (
    <Round
      {...rest}
      ref={ref}
      type={type}
      aria-label={label}
      aria-pressed={pressed}
      title={title ?? label}
      $size={size}
      $tone={tone}
    >
      {typeof icon === 'string' ? <Icon name={icon as IconName} size={SIZES[size].icon} /> : icon}
      {badge}
    </Round>
  );
}
