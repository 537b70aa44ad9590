import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { navigateToUrl } from 'single-spa';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { isFullReloadPath } from '@opengood/routes';
import { selectForcedUpdate } from '../store/platformSlice';
import { useContext } from 'react';
import { PlatformContext } from '../app/PlatformContext';

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
 * Full page loads after a forced update (spec §4) and for /cms and /staff (spec §2).
 */
export function Link({ href, onClick, onPreload, onMouseEnter, onFocus, ...rest }: LinkProps) {
  const forcedUpdate = useSelector(selectForcedUpdate);
  const platform = useContext(PlatformContext);
  const preload = onPreload ?? (() => platform?.preload(href));
  const handleClick = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || isModifiedClick(e) || rest.target === '_blank') return;
    if (!href.startsWith('/') || forcedUpdate || isFullReloadPath(href.split('?')[0] ?? href)) return;
    e.preventDefault();
    navigateToUrl(href);
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
