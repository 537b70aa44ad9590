import type { RequestHandler } from 'express';

/**
 * Pages a crawler has no business in: personal and organisation dashboards, sign-in and account flows,
 * one-off links from mails, and the data service itself. Everything else (home, search, listings,
 * organisations, content) is public.
 */
export const DISALLOWED_PATHS = [
  '/data/',
  '/dashboard',
  '/admin/',
  '/org/',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password/',
  '/verify-email/',
  '/undo-email-change/',
  '/saved-searches/',
  '/unsubscribe/',
  '/select-org',
  '/buy-credits',
  '/invoices',
  '/donation-receipts/',
  '/user-invites/',
  '/email/',
];

/** `publicOrigin`: the configured origin (PUBLIC_ORIGIN), never the request's Host header. */
export function robotsTxt(publicOrigin: string): RequestHandler {
  return (req, res) => {
    const lines = [
      'User-agent: *',
      ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicOrigin}/sitemap.xml`,
      '',
    ];
    res.type('text/plain').set('Cache-Control', 'public, max-age=3600').send(lines.join('\n'));
  };
}
