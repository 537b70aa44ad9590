import express, { type RequestHandler } from 'express';
import { DATA_BODY_MAX_BYTES, JSON_MAX_DEPTH } from '@opengood/contracts';

// The JSON body parser, with the checks that must happen on the raw bytes, before JSON.parse: a body nested
// thousands deep ([[[[…]]]]) costs the parser and everything that walks the result (the NUL check used to
// stringify it again: half a second of a blocked event loop for 800 KB), and a NUL character cannot be
// stored in PostgreSQL text. One linear pass over the bytes refuses both; the error handler maps the
// parser's refusals to 400/413/415 JSON (errorHandler.ts).

export type BodyProblem = 'TOO_DEEP' | 'NUL_CHARACTER';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]); // [ {
const CLOSE = new Set([0x5d, 0x7d]); // ] }
const NUL_ESCAPE = Buffer.from('u0000');

/** What is wrong with a JSON body's bytes before parsing, if anything (a malformed body is the parser's). */
export function scanJsonBody(bytes: Buffer, maxDepth = JSON_MAX_DEPTH): BodyProblem | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte === 0) return 'NUL_CHARACTER';
    if (inString) {
      if (byte === BACKSLASH) {
        if (bytes[i + 1] === 0x75 && bytes.subarray(i + 1, i + 6).equals(NUL_ESCAPE)) return 'NUL_CHARACTER';
        i++; // the escaped character, whatever it is
      } else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (OPEN.has(byte)) {
      if (++depth > maxDepth) return 'TOO_DEEP';
    } else if (CLOSE.has(byte)) depth--;
  }
  return null;
}

/** A refusal of the body's bytes, as body-parser passes it on (its `type` names it to the error handler). */
export class BodyRefused extends Error {
  readonly status = 400;
  readonly type = 'entity.verify.failed';
  constructor(readonly problem: BodyProblem | 'CHARSET') {
    super(
      problem === 'TOO_DEEP'
        ? `Nested more than ${JSON_MAX_DEPTH} deep`
        : problem === 'NUL_CHARACTER'
          ? 'Must not contain NUL characters'
          : 'JSON bodies must be UTF-8',
    );
  }
}

/**
 * `application/json` bodies up to DATA_BODY_MAX_BYTES, UTF-8, not compressed (no browser compresses a
 * request, and a compressed body is a decompression bomb away from the limit meaning nothing).
 */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: DATA_BODY_MAX_BYTES,
    inflate: false,
    verify: (_req, _res, bytes, encoding) => {
      if (encoding !== 'utf-8' && encoding !== 'utf8') throw new BodyRefused('CHARSET');
      const problem = scanJsonBody(bytes);
      if (problem) throw new BodyRefused(problem);
    },
  });
}
