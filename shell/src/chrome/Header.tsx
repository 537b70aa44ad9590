import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { LANGS, type Lang } from '@opengood/contracts';
import {
  donatePath,
  homePath,
  loginPath,
  searchPath,
  signupPath,
  userDashboardPath,
  salaryPath,
} from '@opengood/routes';
import { Box, Container, Flex } from '@opengood/design-system';
import { Link, useLang } from '@opengood/platform';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${(p) => p.theme.zIndices.header};
  background: #fff;
  border-bottom: 1px solid ${(p) => p.theme.colors.border};
  min-height: ${(p) => p.theme.headerHeight.mobile}px;
  @media (min-width: ${(p) => p.theme.breakpoints[2]}) {
    min-height: ${(p) => p.theme.headerHeight.desktop}px;
  }
`;

const Menu = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 220px;
  margin: 0;
  padding: 8px 0;
  list-style: none;
  background: #fff;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: 4px;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.08);
  li a {
    display: block;
    padding: 6px 16px;
  }
`;

const Brand = styled.span`
  font-weight: 700;
  font-size: 20px;
`;

// Spec §9: a dropdown closes 200 ms after the pointer leaves, so moving into the menu doesn't close it.
const HOVER_CLOSE_DELAY_MS = 200;

function FindAJobMenu({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const [closer, setCloser] = useState<ReturnType<typeof setTimeout> | null>(null);
  const show = () => {
    if (closer) clearTimeout(closer);
    setOpen(true);
  };
  const hide = () => setCloser(setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS));
  useEffect(
    () => () => {
      if (closer) clearTimeout(closer);
    },
    [closer],
  );
  return (
    <Box position="relative" onMouseEnter={show} onMouseLeave={hide}>
      <Link
        href={searchPath(lang, 'JOB')}
        aria-haspopup="true"
        aria-expanded={open}
        onFocus={show}
        onBlur={hide}
      >
        {t('nav.findAJob')}
      </Link>
      {open && (
        <Menu>
          <li>
            <Link href={searchPath(lang, 'JOB')}>{t('nav.jobs')}</Link>
          </li>
          <li>
            <Link href={searchPath(lang, 'INTERNSHIP')}>{t('nav.internships')}</Link>
          </li>
          <li>
            <Link href={searchPath(lang, 'ORG')}>{t('nav.organizations')}</Link>
          </li>
          <li>
            <Link href={salaryPath()}>{t('nav.salaryExplorer')}</Link>
          </li>
        </Menu>
      )}
    </Box>
  );
}

export function Header({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  return (
    <Bar>
      <Container>
        <Flex
          as="nav"
          alignItems="center"
          flexWrap="wrap"
          py={2}
          style={{ gap: 20 }}
          aria-label={t('nav.mainLabel')}
        >
          <Link href={homePath(lang)} aria-label={t('brand')}>
            <Brand>{t('brand')}</Brand>
          </Link>
          <FindAJobMenu lang={lang} />
          <Link href={searchPath(lang, 'VOLOP')}>{t('nav.takeAction')}</Link>
          <Link href={searchPath(lang, 'EVENT')}>{t('nav.events')}</Link>
          <Link href={userDashboardPath()}>{t('nav.dashboard')}</Link>
          <Box flex="1" />
          <Link href={donatePath(lang)}>{t('nav.donate')}</Link>
          <Link href={loginPath(pathname)}>{t('nav.logIn')}</Link>
          <Link href={signupPath()}>{t('nav.signUp')}</Link>
          <Flex as="ul" aria-label={t('nav.language')} p={0} m={0} style={{ listStyle: 'none', gap: 8 }}>
            {LANGS.map((l) => (
              <li key={l}>
                <Link href={homePath(l)} hrefLang={l} aria-current={l === lang ? 'true' : undefined}>
                  {l.toUpperCase()}
                </Link>
              </li>
            ))}
          </Flex>
        </Flex>
      </Container>
    </Bar>
  );
}
