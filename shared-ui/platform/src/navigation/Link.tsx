import { useContext, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../store/hooks';
import { selectForcedUpdate } from '../store/platformSlice';
import { PlatformContext } from '../app/PlatformContext';
import { needsFullLoad, useNavigate } from './navigate';

const Anchor = styled.a`
  color: ${(p) => p.theme.colors.primary};
`;

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  onPreload?: () => void;
}

function isModifiedClick(e: MouseEvent) {
  return e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey;
}

/**
 * In-app link across every area: single-spa swaps the mounted remote without a page load.
 * Full page loads after a forced update (docs/product/http-and-errors.md#forced-update) and for /cms and /staff (docs/product/http-and-errors.md#full-page-loads).
 */
export function Link({ href, onClick, onPreload, onMouseEnter, onFocus, ...rest }: LinkProps) {
  const forcedUpdate = useAppSelector(selectForcedUpdate);
  const navigate = useNavigate();
  const platform = useContext(PlatformContext);
  const preload = onPreload ?? (() => platform?.preload(href));
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || isModifiedClick(e) || rest.target === '_blank') return;
    if (!href.startsWith('/') || needsFullLoad(href, forcedUpdate)) return;
    e.preventDefault();
    navigate(href);
  };
  return (
    <Anchor
      href={href}
      onClick={handleClick}
      onMouseEnter={(e) => {
        preload();
        onMouseEnter?.(e);
      }}
      onFocus={(e) => {
        preload();
        onFocus?.(e);
      }}
      {...rest}
    />
  );
}
