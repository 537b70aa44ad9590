import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../primitives/Icon';

const Box = styled.div`
  display: flex;
  gap: 12px;
  margin: 0 0 24px;
  padding: 14px 16px;
  border: 1px solid ${(p) => p.theme.colors.danger};
  border-left-width: 5px;
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: ${(p) => p.theme.colors.dangerSurface};
  color: ${(p) => p.theme.colors.text};
  &:focus {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  > svg {
    flex: none;
    margin-top: 2px;
    color: ${(p) => p.theme.colors.danger};
  }
`;

const Title = styled.h2`
  margin: 0 0 6px;
  font-size: ${(p) => p.theme.fontSizes[3]}px;
  line-height: ${(p) => p.theme.lineHeights.heading};
`;

const List = styled.ul`
  margin: 0;
  padding-left: 18px;
  li + li {
    margin-top: 4px;
  }
  a {
    color: ${(p) => p.theme.colors.danger};
    font-weight: ${(p) => p.theme.fontWeights.semibold};
  }
`;

export interface ErrorSummaryItem {
  /** Unique within the summary (the field's name). */
  key: string;
  message: ReactNode;
  /** The field's label: the link reads "Email: Enter an email address like…". */
  label?: ReactNode;
  /** The id of the control to move to; without it the item is plain text (a refusal of the whole form). */
  target?: string;
}

export interface ErrorSummaryProps {
  errors: readonly ErrorSummaryItem[];
  title?: ReactNode;
  /**
   * Changes after each failed submit (a count): the summary then takes the focus, so the keyboard and a
   * screen reader start from what went wrong. It does not take it on first render or while typing.
   */
  focusKey?: number | string;
  headingLevel?: 2 | 3;
  className?: string;
}

/** Moves to a control and shows its label with it (the label is above: plain focus would hide it). */
export function focusControl(id: string) {
  const el = document.getElementById(id);
  if (!el) return;
  el.focus({ preventScroll: true });
  const label = document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? el;
  const fieldset = el.closest('fieldset');
  (fieldset ?? label).scrollIntoView?.({ block: 'start', behavior: 'auto' });
}

/**
 * The form's errors in one place, at its top: a heading, then a link to each invalid field (and the
 * form's own refusals as text). After a failed submit it takes the focus (`focusKey`).
 */
export function ErrorSummary({ errors, title, focusKey, headingLevel = 2, className }: ErrorSummaryProps) {
  const { t } = useTranslation('designSystem');
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef(focusKey);
  const pending = useRef(false);
  const has = errors.length > 0;
  useEffect(() => {
    if (focusKey !== seen.current) {
      seen.current = focusKey;
      pending.current = true;
    }
    // The errors of a failed submit may arrive a render after its key: focus once both are there.
    if (pending.current && has && box.current) {
      pending.current = false;
      box.current.focus();
    }
  }, [focusKey, has]);
  if (!has) return null;
  return (
    <Box
      ref={box}
      tabIndex={-1}
      role="group"
      aria-labelledby={titleId}
      className={className}
      data-testid="error-summary"
    >
      <Icon name="alert" size={20} />
      <div>
        <Title as={`h${headingLevel}`} id={titleId}>
          {title ?? t('summary.title')}
        </Title>
        <List>
          {errors.map((e) => (
            <li key={e.key}>
              {e.target ? (
                <a
                  href={`#${e.target}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusControl(e.target!);
                  }}
                >
                  {e.label ? (
                    <>
                      {e.label}: {e.message}
                    </>
                  ) : (
                    e.message
                  )}
                </a>
              ) : (
                e.message
              )}
            </li>
          ))}
        </List>
      </div>
    </Box>
  );
}
