// The port between the gateway and the shell's server build, and the head a page asks for: plain data, so
// the gateway (which never imports React or the platform) and the shell's renderer share one definition.
import type { Lang } from './languages';

/** A schema.org object (JobPosting, Event, Organization, BreadcrumbList…), written as JSON-LD. */
export type StructuredData = Readonly<Record<string, unknown>>;

/**
 * A page's head: what the browser shows and what a server writes into the HTML (status, title, description,
 * canonical URL, hreflang alternates, Open Graph, JSON-LD). Paths are site-relative; whoever writes the head
 * (the server renderer, the client's head manager) puts the site's origin in front.
 */
export interface PageHead {
  title?: string | null;
  description?: string | null;
  /** The HTTP status a server would answer (404 for a record that does not exist). */
  status?: number;
  /** This page's one URL (path and query) among the equivalent ones. */
  canonicalPath?: string | null;
  /** The same page in each language, for hreflang alternates; x-default is the English one. */
  alternatePaths?: Readonly<Partial<Record<Lang, string>>> | null;
  /** Keep it out of search engines (an unpublished listing, a search with no results). */
  noindex?: boolean;
  /** Open Graph: og:type (website by default) and an absolute or site-relative image. */
  openGraph?: { type?: string; image?: string | null } | null;
  jsonLd?: readonly StructuredData[] | null;
}

/** One live remote, as the gateway read it from the registry, with its server build's file. */
export interface RenderRemote {
  name: string;
  remote: string;
  version: string;
  /** Absolute path of the version's server container (dist/server/remoteEntry.js), when it has one. */
  serverEntryFile?: string;
}

/** What the gateway asks the shell's server build to render. */
export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The site's origin (PUBLIC_ORIGIN or the request's own). */
  origin: string;
  /** Where the api answers `/data/...` (the server calls it directly, anonymously). */
  apiUrl: string;
  remotes: RenderRemote[];
  /** How long the page's api calls may take in all. */
  apiDeadlineMs?: number;
  /** The visitor has not accepted cookies: the cookie bar is part of the page (docs/product/chrome.md#cookie-bar). */
  cookieBar?: boolean;
}

/** The head a rendered page asks for: its PageHead plus its language and the CSS its markup needs. */
export type RenderHead = PageHead & { lang: Lang; styles: string };

export type RenderResult =
  /** Not a server-rendered page (dashboards, accounts, an unprefixed URL): the browser renders it. */
  | { kind: 'browser'; reason: string }
  | { kind: 'redirect'; status: 301; location: string; remote: string }
  | {
      kind: 'page';
      status: number;
      /** The single-spa application whose element holds `html`. */
      area: string;
      version: string;
      head: RenderHead;
      html: string;
      /** The shell's header and footer around it, when the renderer could render them. */
      chrome?: { top: string; bottom: string };
      /** The store state to hand to the browser (preloaded, so nothing is fetched again). */
      state: unknown;
    };

/** What the shell's server build exports for the gateway. */
export interface Renderer {
  render(request: RenderRequest): Promise<RenderResult>;
  /** Loads the live remotes' server builds ahead of the first page. */
  preload?(remotes: RenderRemote[]): Promise<void>;
}
