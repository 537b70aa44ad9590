import { Fragment, type AnchorHTMLAttributes, type ComponentType, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../primitives/Icon';

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 4px;
  margin: 16px 0;
`;

const item = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 4px;
  min-width: 40px;
  min-height: 40px;
  padding: 0 10px;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii[1]}px;
  background: none;
  font: inherit;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.primaryDark};
  text-decoration: none;
  cursor: pointer;
  &:hover {
    background: ${(p) => p.theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 1px;
  }
  &[aria-current='page'] {
    border-color: ${(p) => p.theme.colors.primary};
    background: ${(p) => p.theme.colors.primary};
    color: #fff;
    font-weight: ${(p) => p.theme.fontWeights.semibold};
    cursor: default;
  }
`;

const ItemButton = styled.button`
  ${item}
`;
const ItemLink = styled.a`
  ${item}
`;
const Gap = styled.span`
  min-width: 24px;
  text-align: center;
  color: ${(p) => p.theme.colors.muted};
`;
const Ends = styled.span`
  @media (max-width: ${(p) => p.theme.breakpoints[0]}) {
    /* Phones keep the arrows and the numbers; the words are read, not shown. */
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
`;

/** Page numbers to show: the first, the last, the current one and its neighbours, gaps as null. */
export function pageWindow(page: number, pageCount: number, around = 1): Array<number | null> {
  const pages = new Set([1, pageCount]);
  for (let p = page - around; p <= page + around; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | null> = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === 'number' && p - last === 2) out.push(last + 1);
    else if (typeof last === 'number' && p - last > 2) out.push(null);
    out.push(p);
  }
  return out;
}

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Pages as links (the page is in the URL): the href of page n. */
  hrefOf?: (page: number) => string;
  /** The link component (the platform's Link, which navigates without a reload); `a` by default. */
  linkAs?: ComponentType<AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children?: ReactNode }>;
  /** Pages as buttons (the page is in the component's state), or told a link was followed. */
  onPageChange?: (page: number) => void;
  /** Names the navigation ("Pages" by default); give it the list's name when a page has two pagers. */
  label?: string;
  className?: string;
}

/**
 * Previous / next and page numbers (first, last, current ± 1, gaps), the current page marked
 * `aria-current="page"`, in a labelled navigation landmark. Nothing when there is one page.
 */
export function Pager({ page, pageCount, hrefOf, linkAs, onPageChange, label, className }: PagerProps) {
  const { t } = useTranslation('designSystem');
  if (pageCount <= 1) return null;
  const Link = linkAs ?? ItemLink;
  const go = (
    to: number,
    children: ReactNode,
    extra: { 'aria-label'?: string; 'aria-current'?: 'page'; rel?: string } = {},
  ) =>
    hrefOf ? (
      <ItemLink as={Link} href={hrefOf(to)} onClick={() => onPageChange?.(to)} {...extra}>
        {children}
      </ItemLink>
    ) : (
      <ItemButton
        type="button"
        onClick={() => to !== page && onPageChange?.(to)}
        aria-label={extra['aria-label']}
        aria-current={extra['aria-current']}
      >
        {children}
      </ItemButton>
    );
  return (
    <Nav aria-label={label ?? t('pager.label')} className={className}>
      {page > 1 &&
        go(
          page - 1,
          <>
            <Icon name="arrowRight" size={16} style={{ transform: 'scaleX(-1)' }} />
            <Ends>{t('pager.previous')}</Ends>
          </>,
          { rel: 'prev' },
        )}
      {pageWindow(page, pageCount).map((p, i) =>
        p === null ? (
          <Gap key={`gap${i}`} aria-hidden="true">
            …
          </Gap>
        ) : (
          <Fragment key={p}>
            {go(p, p, {
              'aria-label': t('pager.page', { page: p }),
              'aria-current': p === page ? 'page' : undefined,
            })}
          </Fragment>
        ),
      )}
      {page < pageCount &&
        go(
          page + 1,
          <>
            <Ends>{t('pager.next')}</Ends>
            <Icon name="arrowRight" size={16} />
          </>,
          { rel: 'next' },
        )}
    </Nav>
  );
}
