import type { Request } from 'express';

/**
 * The public origin absolute URLs in robots.txt and sitemaps are written with: the configured one, else the
 * request's own scheme and host (behind the load balancer, Express reads them from X-Forwarded-*).
 */
export function siteOrigin(req: Request, configured?: string): string {
  if (configured) return configured.replace(/\/+$/, '');
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}
