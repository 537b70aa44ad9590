import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from '@opengood/design-system';
import type { AccountForm } from './useAccountForm';
import { useErrorMessage } from './useErrorMessage';

const Box = styled.div`
  display: flex;
  gap: 10px;
  margin-bottom: 20px;
  padding: 12px 14px;
  border: 1px solid ${(p) => p.theme.colors.danger};
  border-left-width: 4px;
  border-radius: ${(p) => p.theme.radii[2]}px;
  background: #fdf3f2;
  color: ${(p) => p.theme.colors.text};
  &:focus {
    outline: 3px solid ${(p) => p.theme.colors.focus};
    outline-offset: 2px;
  }
  > svg {
    flex: none;
    color: ${(p) => p.theme.colors.danger};
    margin-top: 2px;
  }
  ul {
    margin: 4px 0 0;
    padding-left: 18px;
  }
  a {
    color: ${(p) => p.theme.colors.danger};
    font-weight: 600;
  }
`;

/**
 * What went wrong, announced at once (role=alert): the form's own refusal, and a link to each invalid
 * field. It takes the focus only when no field is at fault.
 */
export function ErrorSummary<F extends string>({
  form,
  labels,
}: {
  form: AccountForm<F>;
  labels: Record<F, string>;
}) {
  const { t } = useTranslation('shell');
  const message = useErrorMessage();
  const invalid = (Object.keys(labels) as F[]).filter((f) => form.errors[f] !== undefined);
  if (invalid.length === 0 && form.formError === null) return null;
  return (
    <Box id={form.summaryId} role="alert" tabIndex={-1} data-testid="error-summary">
      <Icon name="alert" size={18} />
      <div>
        {form.formError !== null && <div>{message(form.formError)}</div>}
        {invalid.length > 0 && (
          <>
            <strong>{t('accounts.errors.summary')}</strong>
            <ul>
              {invalid.map((f) => (
                <li key={f}>
                  <a
                    href={`#${form.fieldId(f)}`}
                    onClick={(e) => {
                      e.preventDefault();
                      document.getElementById(form.fieldId(f))?.focus();
                    }}
                  >
                    {labels[f]}: {message(form.errors[f]!, f)}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Box>
  );
}
