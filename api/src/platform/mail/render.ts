import i18next, { type TFunction } from 'i18next';
import type { Lang } from '@opengood/contracts';
import { en } from './locales/en';
import { es } from './locales/es';
import { pt } from './locales/pt';
import { MAIL_TEMPLATES, type TemplateData, type TemplateName } from './templates';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

// One i18next instance for mails, separate from any other: synchronous, no escaping (render escapes the
// HTML part itself, and the text part must stay as written).
const i18n = i18next.createInstance();
void i18n.init({
  resources: { en: { mail: en }, es: { mail: es }, pt: { mail: pt } },
  ns: ['mail'],
  defaultNS: 'mail',
  fallbackLng: 'en',
  initAsync: false,
  interpolation: { escapeValue: false },
});

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The mail `template` in `lang`, with a plain-text and an HTML part, its link under `publicUrl`. */
export function renderMail<T extends TemplateName>(
  template: T,
  lang: Lang,
  data: TemplateData<T>,
  publicUrl: string,
): RenderedMail {
  const t: TFunction = i18n.getFixedT(lang);
  const spec = MAIL_TEMPLATES[template] as {
    actionPath: (d: TemplateData<T>) => string;
    name: (d: TemplateData<T>) => string | null;
  };
  const link = publicUrl + spec.actionPath(data);
  const name = spec.name(data);
  const greeting = name ? t('layout.greeting', { name }) : t('layout.greetingNoName');
  const strings = {
    subject: t(`${template}.subject`),
    intro: t(`${template}.intro`),
    action: t(`${template}.action`),
    outro: t(`${template}.outro`),
  };
  const signature = t('layout.signature');

  const text = [
    greeting,
    '',
    strings.intro,
    '',
    `${strings.action}:`,
    link,
    '',
    strings.outro,
    '',
    signature,
    '',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${e(strings.subject)}</title></head>
<body style="font-family: Helvetica, Arial, sans-serif; color: #1f2933; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${e(greeting)}</p>
<p>${e(strings.intro)}</p>
<p><a href="${e(link)}" style="display: inline-block; background: #0b6e4f; color: #ffffff; padding: 12px 20px; border-radius: 4px; text-decoration: none;">${e(strings.action)}</a></p>
<p style="font-size: 13px; color: #52606d;">${e(t('layout.linkFallback'))}<br><a href="${e(link)}">${e(link)}</a></p>
<p>${e(strings.outro)}</p>
<p>${e(signature)}</p>
</body></html>
`;
  return { subject: strings.subject, text, html };
}
