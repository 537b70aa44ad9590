import type { RequestHandler } from 'express';

/**
 * Stamps `_version` on every JSON object answer (errors included): the client force-reloads
 * when it sees a value above its own build's.
 */
export function versionStamp(clientVersion: number): RequestHandler {
  return (_req, res, next) => {
    const json = res.json.bind(res);
    res.json = (body?: unknown) =>
      json(
        body !== null && typeof body === 'object' && !Array.isArray(body)
          ? { ...body, _version: clientVersion }
          : body,
      );
    next();
  };
}
