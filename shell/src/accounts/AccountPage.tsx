import { useTranslation } from 'react-i18next';
import { homePath, searchPath } from '@opengood/routes';
import { Container, Heading, Text } from '@opengood/design-system';
import { Link, useDocumentTitle, useLang } from '@opengood/platform';

export type AccountScreen =
  'login' | 'signup' | 'forgotPassword' | 'resetPassword' | 'invalidLink' | 'signUpToPost';

export function accountScreenFor(pathname: string): AccountScreen {
  if (pathname.endsWith('/login')) return 'login';
  if (pathname === '/signup') return 'signup';
  if (pathname === '/forgot-password') return 'forgotPassword';
  if (pathname.startsWith('/reset-password')) return 'resetPassword';
  if (pathname === '/invalid-or-expired-link') return 'invalidLink';
  return 'signUpToPost';
}

/**
 * The shell's account screens. Accounts (sign-up, login, password reset) are their own issue; until then
 * these pages say so plainly instead of leaving the area empty.
 */
export function AccountPage({ pathname }: { pathname: string }) {
  const { t } = useTranslation('shell');
  // The way-out links read as on the not-found page, whose strings are the platform's.
  const { t: tPlatform } = useTranslation('platform');
  const lang = useLang();
  const screen = accountScreenFor(pathname);
  useDocumentTitle(t(`accounts.${screen}`));
  return (
    <Container py={7} data-testid="account-page" data-screen={screen}>
      <Heading>{t(`accounts.${screen}`)}</Heading>
      <Text mb={4}>{t('accounts.notOpenYet')}</Text>
      <Link href={searchPath(lang, 'JOB')}>{tPlatform('notFound.searchJobs')}</Link>
      {' · '}
      <Link href={homePath(lang)}>{tPlatform('notFound.home')}</Link>
    </Container>
  );
}
