import type { RequestHandler } from 'express';

/**
 * An answer sent before the request's body was read (a CSRF refusal, a 401 on an upload, a 413) leaves
 * the rest of the body on the connection, and the gateway keeps its connections to the api alive: read it
 * off and drop it once the answer is out, so the connection can carry the next request. (Node does this
 * for a body nobody touched; a parser that stopped half-way leaves it paused.)
 */
export const readsBodyOff: RequestHandler = (req, res, next) => {
  res.once('finish', () => {
    if (!req.complete) req.resume();
  });
  next();
};
