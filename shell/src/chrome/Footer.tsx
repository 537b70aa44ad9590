import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { donatePath, postListingPath, salaryPath, searchPath, signUpToPostPath } from '@opengood/routes';
import { Link, selectIsSignedIn, useAppSelector, useLang, usePlatform } from '@opengood/platform';
import { LogoMark } from './header/Logo';
import { useLanguageLinks } from './header/LanguageMenu';
import { ABOUT_PATHS, SUPPORT_EMAIL } from './siteConfig';

const Foot = styled.footer`
  margin-top: 56px;
  background: #10231c;
  color: #d5e3dc;
  a {
    color: #fff;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 32px 24px;
  max-width: ${(p) => p.theme.sizes.container}px;
  margin: 0 auto;
  padding: 48px 16px 32px;
  grid-template-columns: 1fr;
  @media (min-width: ${(p) => p.theme.breakpoints[0]}) {
    grid-template-columns: 1fr 1fr;
  }
  @media (min-width: ${(p) => p.theme.breakpoints[2]}) {
    grid-template-columns: 1.6fr repeat(4, 1fr);
  }
`;

const Brand = styled.div`
  p {
    max-width: 320px;
    margin: 12px 0 16px;
    line-height: 1.55;
  }
  .name {
    display: inline-flex;
    align-items: center;
    gap: 10px;
    font-size: 20px;
    font-weight: ${(p) => p.theme.fontWeights.bold};
    color: #fff;
  }
`;

const Column = styled.section`
  h2 {
    margin: 0 0 12px;
    font-size: ${(p) => p.theme.fontSizes[1]}px;
    font-weight: ${(p) => p.theme.fontWeights.semibold};
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: #9fc3b2;
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li {
    margin-top: 8px;
  }
`;

const Bottom = styled.div`
  max-width: ${(p) => p.theme.sizes.container}px;
  margin: 0 auto;
  padding: 20px 16px 28px;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: ${(p) => p.theme.fontSizes[1]}px;
  color: #b9cfc4;
`;

/** docs/product/chrome.md#header: the footer, in the page's language: what the site offers, support, and the languages. */
export function Footer({ year }: { year: number }) {
  const { t } = useTranslation('shell');
  const lang = useLang();
  const { supportUrl } = usePlatform();
  const signedIn = useAppSelector(selectIsSignedIn);
  const languages = useLanguageLinks();
  return (
    <Foot data-testid="site-footer">
      <nav aria-label={t('footer.label')}>
        <Columns>
          <Brand>
            <span className="name">
              <LogoMark size={28} />
              OpenGood
            </span>
            <p>{t('footer.tagline')}</p>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{t('footer.emailUs', { email: SUPPORT_EMAIL })}</a>
          </Brand>
          <Column aria-labelledby="footer-seekers">
            <h2 id="footer-seekers">{t('footer.seekers')}</h2>
            <ul>
              <li>
                <Link href={searchPath(lang, 'JOB')}>{t('nav.jobs')}</Link>
              </li>
              <li>
                <Link href={searchPath(lang, 'INTERNSHIP')}>{t('nav.internships')}</Link>
              </li>
              <li>
                <Link href={searchPath(lang, 'VOLOP')}>{t('nav.volunteer')}</Link>
              </li>
              <li>
                <Link href={searchPath(lang, 'EVENT')}>{t('nav.events')}</Link>
              </li>
              <li>
                <Link href={salaryPath()}>{t('nav.salaryExplorer')}</Link>
              </li>
            </ul>
          </Column>
          <Column aria-labelledby="footer-orgs">
            <h2 id="footer-orgs">{t('footer.organizations')}</h2>
            <ul>
              <li>
                <Link href={signedIn ? postListingPath() : signUpToPostPath(lang)}>
                  {t('footer.postListing')}
                </Link>
              </li>
              <li>
                <Link href={signUpToPostPath(lang)}>{t('footer.orgSignUp')}</Link>
              </li>
              <li>
                <Link href={searchPath(lang, 'ORG')}>{t('nav.organizations')}</Link>
              </li>
              <li>
                <Link href={salaryPath('survey')}>{t('footer.salarySurvey')}</Link>
              </li>
            </ul>
          </Column>
          <Column aria-labelledby="footer-about">
            <h2 id="footer-about">{t('footer.about')}</h2>
            <ul>
              <li>
                <Link href={ABOUT_PATHS[lang]}>{t('footer.aboutUs')}</Link>
              </li>
              <li>
                <Link href={donatePath(lang)} data-track="Clicked Donate" data-track-source="footer">
                  {t('nav.donate')}
                </Link>
              </li>
              <li>
                <a href={supportUrl} rel="noopener noreferrer" target="_blank">
                  {t('footer.contact')}
                </a>
              </li>
            </ul>
          </Column>
          <Column aria-labelledby="footer-languages">
            <h2 id="footer-languages">{t('footer.languages')}</h2>
            <ul>
              {languages.map((l) => (
                <li key={l.lang}>
                  <a
                    href={l.href}
                    hrefLang={l.lang}
                    lang={l.lang}
                    aria-current={l.current ? 'true' : undefined}
                    onClick={l.onClick}
                  >
                    {t(`languages.${l.lang}`)}
                  </a>
                </li>
              ))}
            </ul>
          </Column>
        </Columns>
      </nav>
      <Bottom>{t('footer.rights', { year })}</Bottom>
    </Foot>
  );
}
