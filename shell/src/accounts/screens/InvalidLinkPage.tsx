import { useTranslation } from 'react-i18next';
import { Icon } from '@opengood/design-system';
import { forgotPasswordPath, homePath, loginPath } from '@opengood/routes';
import { Link, useDocumentTitle, useLang } from '@opengood/platform';
import { AccountLayout, Badge, Intro, PageHeading, TextRow } from '../layout/AccountLayout';

/** /invalid-or-expired-link: where a spent or expired mail link lands, with the ways on. */
export function InvalidLinkPage() {
  const { t } = useTranslation('shell');
  const lang = useLang();
  useDocumentTitle(t('accounts.titles.invalidLink'));
  return (
    <AccountLayout below={<Link href={homePath(lang)}>{t('accounts.invalidLink.home')}</Link>}>
      <Badge $tone="warning">
        <Icon name="alert" size={24} />
      </Badge>
      <PageHeading>{t('accounts.invalidLink.heading')}</PageHeading>
      <Intro>{t('accounts.invalidLink.body')}</Intro>
      <TextRow>
        <Link href={forgotPasswordPath()}>{t('accounts.invalidLink.newReset')}</Link>
        {' · '}
        <Link href={loginPath()}>{t('accounts.invalidLink.logIn')}</Link>
      </TextRow>
    </AccountLayout>
  );
}
