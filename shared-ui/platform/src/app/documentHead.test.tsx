import { createTestI18n } from '../testing';
import { act, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { type I18n } from '../i18n';
import type { PageMeta } from '../loading/definePages';
import { applyDocumentHead, HEAD_MARK, ogLocale } from './documentHead';
import { useDocumentHead } from './useDocumentTitle';

const jobMeta: PageMeta = {
  title: 'Grant writer · Green Futures',
  description: 'Write grants for a food bank.',
  canonicalPath: '/es/empleo/7-grant-writer',
  alternatePaths: {
    en: '/en/job/7-grant-writer',
    es: '/es/empleo/7-grant-writer',
    pt: '/pt/vaga/7-grant-writer',
  },
  openGraph: { type: 'article', image: '/logo.png' },
  jsonLd: [{ '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Grant writer </script>' }],
};

const attr = (selector: string, name: string) =>
  Array.from(document.head.querySelectorAll(selector)).map((el) => el.getAttribute(name));
const ld = () =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]')).map(
    (el) => JSON.parse(el.textContent ?? '') as Record<string, unknown>,
  );

// What the server renderer wrote for the first page (gateway/src/ssr/head.ts), unmarked.
function serverHead() {
  document.head.innerHTML = `
    <meta charset="utf-8" />
    <title>Jobs | OpenGood</title>
    <meta name="description" content="Server description" />
    <link rel="canonical" href="https://og.example/en/jobs" />
    <link rel="alternate" hreflang="en" href="https://og.example/en/jobs" />
    <link rel="alternate" hreflang="x-default" href="https://og.example/en/jobs" />
    <meta property="og:site_name" content="OpenGood" />
    <meta property="og:title" content="Jobs" />
    <meta property="og:locale" content="en_US" />
    <meta property="og:locale:alternate" content="es_ES" />
    <link rel="stylesheet" href="/shell.css" />
    <script type="application/ld+json">{"@type":"WebSite"}</script>`;
}

beforeEach(serverHead);

describe('applyDocumentHead', () => {
  const o = { origin: 'https://og.example', url: '/es/empleo/7-otro', lang: 'es' as const };

  it('replaces the server’s page head with the new page’s, absolute, and leaves the rest alone', () => {
    applyDocumentHead(document, jobMeta, o);
    expect(attr('meta[name="description"]', 'content')).toEqual(['Write grants for a food bank.']);
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['https://og.example/es/empleo/7-grant-writer']);
    expect(
      Array.from(document.head.querySelectorAll('link[rel="alternate"]')).map((el) => [
        el.getAttribute('hreflang'),
        el.getAttribute('href'),
      ]),
    ).toEqual([
      ['en', 'https://og.example/en/job/7-grant-writer'],
      ['es', 'https://og.example/es/empleo/7-grant-writer'],
      ['pt', 'https://og.example/pt/vaga/7-grant-writer'],
      ['x-default', 'https://og.example/en/job/7-grant-writer'],
    ]);
    expect(attr('meta[property="og:type"]', 'content')).toEqual(['article']);
    expect(attr('meta[property="og:title"]', 'content')).toEqual(['Grant writer · Green Futures']);
    expect(attr('meta[property="og:url"]', 'content')).toEqual([
      'https://og.example/es/empleo/7-grant-writer',
    ]);
    expect(attr('meta[property="og:image"]', 'content')).toEqual(['https://og.example/logo.png']);
    expect(ld()).toEqual([
      { '@context': 'https://schema.org', '@type': 'JobPosting', title: 'Grant writer </script>' },
    ]);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    // Site-wide parts are not the page's: kept as the server wrote them.
    expect(attr('meta[property="og:site_name"]', 'content')).toEqual(['OpenGood']);
    expect(attr('link[rel="stylesheet"]', 'href')).toEqual(['/shell.css']);
    // Every element it wrote is marked as its own.
    for (const el of document.head.querySelectorAll(
      'link[rel="canonical"], script[type="application/ld+json"]',
    ))
      expect(el.hasAttribute(HEAD_MARK)).toBe(true);
  });

  it('og:locale is the page language’s, og:locale:alternate each other language it has an alternate in', () => {
    applyDocumentHead(document, jobMeta, o);
    expect(attr('meta[property="og:locale"]', 'content')).toEqual(['es_ES']);
    expect(attr('meta[property="og:locale:alternate"]', 'content')).toEqual(['en_US', 'pt_BR']);

    applyDocumentHead(
      document,
      { ...jobMeta, alternatePaths: { en: '/en/about', pt: '/pt/sobre' } },
      {
        ...o,
        lang: 'pt',
      },
    );
    expect(attr('meta[property="og:locale"]', 'content')).toEqual(['pt_BR']);
    expect(attr('meta[property="og:locale:alternate"]', 'content')).toEqual(['en_US']);

    applyDocumentHead(document, { title: 'About us' }, o);
    expect(attr('meta[property="og:locale"]', 'content')).toEqual(['es_ES']);
    expect(document.head.querySelector('meta[property="og:locale:alternate"]')).toBeNull();

    applyDocumentHead(document, { noindex: true, status: 404 }, o);
    expect(document.head.querySelector('meta[property^="og:locale"]')).toBeNull();
  });

  it('writes the Open Graph locales the server writes', () => {
    expect([ogLocale('en'), ogLocale('es'), ogLocale('pt')]).toEqual(['en_US', 'es_ES', 'pt_BR']);
  });

  it('a noindexed page gets robots noindex; a not-found one no canonical, alternates or JSON-LD', () => {
    applyDocumentHead(document, { ...jobMeta, noindex: true }, o);
    expect(attr('meta[name="robots"]', 'content')).toEqual(['noindex']);
    expect(attr('link[rel="canonical"]', 'href')).toHaveLength(1);

    applyDocumentHead(document, { noindex: true, status: 404 }, o);
    expect(attr('meta[name="robots"]', 'content')).toEqual(['noindex']);
    expect(
      document.head.querySelector('link[rel="canonical"], link[rel="alternate"], meta[name="description"]'),
    ).toBeNull();
    expect(ld()).toEqual([]);
  });

  it('without alternates there is no x-default; without a canonical path the URL is canonical', () => {
    applyDocumentHead(document, { title: 'About us' }, o);
    expect(attr('link[rel="canonical"]', 'href')).toEqual(['https://og.example/es/empleo/7-otro']);
    expect(document.head.querySelector('link[rel="alternate"]')).toBeNull();
    expect(attr('meta[property="og:type"]', 'content')).toEqual(['website']);
  });
});

function Page({ meta }: { meta: PageMeta }) {
  useDocumentHead(meta);
  return null;
}

let i18n: I18n;
beforeEach(() => {
  i18n = createTestI18n('en');
});
const renderPage = (meta: PageMeta) => {
  const view = render(<Page meta={meta} />, {
    wrapper: ({ children }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>,
  });
  return { rerender: (next: PageMeta) => view.rerender(<Page meta={next} />) };
};

describe('useDocumentHead', () => {
  it('follows client navigation: title, description, canonical and JSON-LD of each page in turn', () => {
    const { rerender } = renderPage(jobMeta);
    expect(document.title).toBe('Grant writer · Green Futures | OpenGood');
    expect(ld()).toHaveLength(1);

    rerender({ title: 'Loading' });
    rerender({
      title: 'Volunteer fair',
      description: 'A fair.',
      canonicalPath: '/en/event/9-volunteer-fair',
      jsonLd: [{ '@type': 'Event', name: 'Volunteer fair' }],
    });
    expect(document.title).toBe('Volunteer fair | OpenGood');
    expect(attr('meta[name="description"]', 'content')).toEqual(['A fair.']);
    expect(attr('link[rel="canonical"]', 'href')).toEqual([
      `${window.location.origin}/en/event/9-volunteer-fair`,
    ]);
    expect(ld()).toEqual([{ '@type': 'Event', name: 'Volunteer fair' }]);
  });

  it('does not rewrite the head when a render gives an equal head', () => {
    const { rerender } = renderPage(jobMeta);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    rerender({ ...jobMeta });
    expect(document.head.querySelector('link[rel="canonical"]')).toBe(canonical);
  });

  it('follows a change of the page’s language: og:locale and its alternates, even with an equal head', () => {
    const { rerender } = renderPage(jobMeta);
    expect(attr('meta[property="og:locale"]', 'content')).toEqual(['en_US']);
    expect(attr('meta[property="og:locale:alternate"]', 'content')).toEqual(['es_ES', 'pt_BR']);

    act(() => void i18n.changeLanguage('pt'));
    expect(attr('meta[property="og:locale"]', 'content')).toEqual(['pt_BR']);
    expect(attr('meta[property="og:locale:alternate"]', 'content')).toEqual(['en_US', 'es_ES']);

    act(() => void i18n.changeLanguage('es'));
    rerender({ ...jobMeta, title: 'Redactor de subvenciones' });
    expect(attr('meta[property="og:locale"]', 'content')).toEqual(['es_ES']);
    expect(attr('meta[property="og:locale:alternate"]', 'content')).toEqual(['en_US', 'pt_BR']);
  });
});
