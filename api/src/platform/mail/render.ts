import i18next, { type TFunction } from 'i18next';
import type { Lang } from '@opengood/contracts';
import { en } from './locales/en';
import { es } from './locales/es';
import { pt } from './locales/pt';
import { MAIL_TEMPLATES, type MailItem, type TemplateData, type TemplateName } from './templates';

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
    vars?: (d: TemplateData<T>) => Record<string, string | number>;
    items?: (d: TemplateData<T>) => readonly MailItem[];
    unsubscribePath?: (d: TemplateData<T>) => string;
  };
  const link = publicUrl + spec.actionPath(data);
  const name = spec.name(data);
  const vars = spec.vars?.(data) ?? {};
  const items = spec.items?.(data) ?? [];
  const unsubscribe = spec.unsubscribePath ? publicUrl + spec.unsubscribePath(data) : null;
  const greeting = name ? t('layout.greeting', { name }) : t('layout.greetingNoName');
  const strings = {
    subject: t(`${template}.subject`, vars),
    intro: t(`${template}.intro`, vars),
    action: t(`${template}.action`, vars),
    outro: t(`${template}.outro`, vars),
  };
  const signature = t('layout.signature');
  const unsubscribeText = unsubscribe ? t('layout.unsubscribe') : '';

  const text = [
    greeting,
    '',
    strings.intro,
    '',
    ...items.flatMap((item) => [
      `- ${item.title}`,
      ...(item.detail ? [`  ${item.detail}`] : []),
      `  ${publicUrl + item.path}`,
    ]),
    ...(items.length > 0 ? [''] : []),
    `${strings.action}:`,
    link,
    '',
    strings.outro,
    '',
    signature,
    '',
    ...(unsubscribe ? [`${unsubscribeText}: ${unsubscribe}`, ''] : []),
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${e(strings.subject)}</title></head>
<body style="font-family: Helvetica, Arial, sans-serif; color: #1f2933; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">
<p>${e(greeting)}</p>
<p style="white-space: pre-line;">${e(strings.intro)}</p>
${items.length > 0 ? `<ul style="padding: 0; list-style: none;">\n${items.map((item) => `<li style="margin: 0 0 16px;"><a href="${e(publicUrl + item.path)}" style="color: #0b6e4f; font-weight: bold;">${e(item.title)}</a>${item.detail ? `<br><span style="color: #52606d;">${e(item.detail)}</span>` : ''}</li>`).join('\n')}\n</ul>\n` : ''}<p><a href="${e(link)}" style="display: inline-block; background: #0b6e4f; color: #ffffff; padding: 12px 20px; border-radius: 4px; text-decoration: none;">${e(strings.action)}</a></p>
<p style="font-size: 13px; color: #52606d;">${e(t('layout.linkFallback'))}<br><a href="${e(link)}">${e(link)}</a></p>
<p>${e(strings.outro)}</p>
<p>${e(signature)}</p>
${unsubscribe ? `<p style="font-size: 12px; color: #52606d;"><a href="${e(unsubscribe)}" style="color: #52606d;">${e(unsubscribeText)}</a></p>\n` : ''}</body></html>
`;
  return { subject: strings.subject, text, html };
}
