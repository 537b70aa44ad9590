import path from 'node:path';
import express, { type RequestHandler } from 'express';
import { cacheControlFor } from './cache-control';

/** Files from dir with the hashed → immutable / otherwise → no-cache rule; misses fall through. */
export function staticAssets(dir: string, extraHeaders: Record<string, string> = {}): RequestHandler {
  return express.static(dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    // We set Cache-Control ourselves: serve-static's max-age is per mount, ours is per file name.
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(path.basename(filePath)));
      for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    },
  });
}

/** A missing asset is a plain 404, never the shell: a script tag must not receive HTML. */
export const assetNotFound: RequestHandler = (req, res) => {
  res
    .status(404)
    .set('Cache-Control', 'no-cache')
    .json({ message: `Not found: ${req.originalUrl}`, errors: {} });
};
