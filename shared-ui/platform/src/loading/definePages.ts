import { createElement, Fragment, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { Namespace, TFunction } from 'i18next';
import type { FallbackNs } from 'react-i18next';
import type { Lang, PageHead, StructuredData } from '@opengood/contracts';
import type { HttpClient } from '../http';

/** The `t` of an area's namespace, as useTranslation(ns) gives it. */
export type AreaT<NS extends Namespace> = TFunction<FallbackNs<NS>>;

/** What a loader gets: plain values only, so it runs the same in a saga, a test or a server render. */
export interface LoaderContext<P> {
  url: URL;
  params: P;
  http: HttpClient;
  lang: Lang;
  /** Aborted when the visitor moved on before the answer came. */
  signal?: AbortSignal;
}

/** A page's head (contracts' PageHead): what the browser shows and what a server writes into the HTML. */
export type PageMeta = PageHead;
export type { StructuredData };

export interface PageViewProps<P, D> {
  params: P;
  data: D;
  url: URL;
}

/** Shown around the loading, error and loaded states (e.g. a search form that stays while results load). */
export interface PageFrameProps<P> {
  params: P;
  url: URL;
  children: ReactNode;
}

export interface PageDefinition<P, D, NS extends Namespace> {
  /** Unique within the area; part of the key its data is stored under. */
  id: string;
  /** The params of a URL this page serves, or null. Tried in table order; the first match wins. */
  match(url: URL): P | null;
  /** The part of the URL the data depends on (default: path and query); equal keys share loaded data. */
  dataKey?(params: P, url: URL): string;
  /** A plain async function: no window, no document, runnable on a server to completion. */
  load?(ctx: LoaderContext<P>): Promise<D>;
  /** Where this URL permanently lives instead (replaced in the history; 301 for a server). */
  redirect?(params: P, url: URL): string;
  Frame?: ComponentType<PageFrameProps<P>>;
  View?: ComponentType<PageViewProps<P, D>>;
  meta?(input: { params: P; data: D | undefined; url: URL; t: AreaT<NS> }): PageMeta;
}

/** A page matched against a URL, its types closed over (the table holds pages of different types). */
export interface MatchedPage<NS extends Namespace> {
  pageId: string;
  /** Where the loaded state of this URL is kept, or null for a page without a loader. */
  dataKey(lang: Lang): string | null;
  redirectTo: string | null;
  load(ctx: { url: URL; http: HttpClient; lang: Lang; signal?: AbortSignal }): Promise<unknown>;
  meta(data: unknown, t: AreaT<NS>): PageMeta;
  frame(children: ReactNode): ReactElement;
  view(data: unknown): ReactElement | null;
  hasFrame: boolean;
}

export interface PageTable<NS extends Namespace = Namespace> {
  /** The owning area (its single-spa application name): loaded state is kept per area. */
  area: string;
  /** The area's translation namespace, whose `t` page metadata receives. */
  ns: NS;
  match(url: URL): MatchedPage<NS> | null;
}

type Page<NS extends Namespace> = (url: URL) => MatchedPage<NS> | null;

function bind<P, D, NS extends Namespace>(def: PageDefinition<P, D, NS>): Page<NS> {
  return (url) => {
    const params = def.match(url);
    if (params === null) return null;
    // Only this page's loader writes under this page's keys, so the stored data is this page's D.
    const asData = (data: unknown) => data as D;
    return {
      pageId: def.id,
      dataKey: (lang) =>
        def.load ? `${def.id}:${lang}:${def.dataKey?.(params, url) ?? url.pathname + url.search}` : null,
      redirectTo: def.redirect?.(params, url) ?? null,
      load: (ctx) => (def.load ? def.load({ ...ctx, params }) : Promise.resolve(undefined)),
      meta: (data, t) => def.meta?.({ params, data: asData(data), url, t }) ?? {},
      frame: (children) =>
        def.Frame
          ? createElement(def.Frame, { params, url, children })
          : createElement(Fragment, null, children),
      view: (data) => (def.View ? createElement(def.View, { params, url, data: asData(data) }) : null),
      hasFrame: Boolean(def.Frame),
    };
  };
}

/**
 * An area's pages in one place: URL matcher → loader → view → metadata. The platform's PageOutlet renders
 * it and its saga loads it (see loadPage for the not-found and error rules).
 *
 *   export const pages = definePages({ area: 'mfe-salary', ns: 'salary' }, (page) => [
 *     page({ id: 'faq', match: (url) => ..., View: FaqPage, meta: ({ t }) => ({ title: t('faq.title') }) }),
 *   ]);
 */
export function definePages<NS extends Namespace>(
  config: { area: string; ns: NS },
  build: (page: <P, D = undefined>(def: PageDefinition<P, D, NS>) => Page<NS>) => Page<NS>[],
): PageTable<NS> {
  const pages = build(bind);
  return {
    area: config.area,
    ns: config.ns,
    match(url) {
      for (const page of pages) {
        const matched = page(url);
        if (matched) return matched;
      }
      return null;
    },
  };
}
