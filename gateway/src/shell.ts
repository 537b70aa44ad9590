import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { NO_CACHE } from './cache-control';

/**
 * Any page URL → the shell's index.html; the shell routes on the client. index.html is read per request
 * so a rebuilt shell is served without a restart, and it is never cached because it names the hashed assets.
 */
export function shellPage(shellDir: string): RequestHandler {
  const indexFile = path.join(shellDir, 'index.html');
  return async (req, res, next) => {
    if (!req.accepts('html')) return next();
    let html: string;
    try {
      html = await fs.readFile(indexFile, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') return next(error);
      res
        .status(503)
        .set('Cache-Control', NO_CACHE)
        .type('text/plain')
        .send(
          `OpenGood's shell is not built yet (no ${indexFile}).\nRun: npm run build -w @opengood/shell\n`,
        );
      return;
    }
    res.status(200).set('Cache-Control', NO_CACHE).type('html').send(html);
  };
}
