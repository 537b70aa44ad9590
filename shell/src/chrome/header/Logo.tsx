import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { homePath } from '@opengood/routes';
import { Link, useLang } from '@opengood/platform';

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  margin-right: 12px;
  text-decoration: none;
  color: ${(p) => p.theme.colors.text};
  border-radius: ${(p) => p.theme.radii[2]}px;
`;

const Word = styled.span`
  font-size: 21px;
  font-weight: ${(p) => p.theme.fontWeights.bold};
  letter-spacing: -0.02em;
  b {
    color: ${(p) => p.theme.colors.primary};
    font-weight: inherit;
  }
`;

/** The mark: two leaves growing from one stem, on the brand green. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="#0b6e4f" />
      <path d="M16 25V15" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
      <path d="M16 16c0-5 3-8.5 8.5-9-.2 5.6-3.4 9-8.5 9z" fill="#fff" />
      <path d="M16 19c-.2-4.2-2.7-7-7.5-7.3.1 4.6 2.8 7.2 7.5 7.3z" fill="#f2a541" />
    </svg>
  );
}

export function Logo() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  return (
    <Home href={homePath(lang)} aria-label={t('home')}>
      <LogoMark />
      <Word aria-hidden="true">
        Open<b>Good</b>
      </Word>
    </Home>
  );
}
