import { Router, type NextFunction, type Response } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import { accessGuard, currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import type { FileStore } from '../../platform/files/fileStore';
import { parseInput } from '../../platform/http/validation';
import { NotFoundError } from '../../domain/errors';
import { findLogoByPublicId, type LogoFileRow } from './fileRepository';
import { resumeForReader, type ResumeReaderCheck } from './resumes';

/**
 * Streams a stored file's bytes as the answer, with its type and length; a store that cannot open it is
 * the error handler's (before any byte is sent) or a cut connection (after).
 */
function sendStoredFile(
  res: Response,
  next: NextFunction,
  files: FileStore,
  file: Pick<LogoFileRow, 'storage_key' | 'media_type' | 'name' | 'size'>,
  how: { disposition: 'attachment' | 'inline'; cacheControl: string },
): void {
  const stream = files.open(file.storage_key);
  stream.once('open', () => {
    res.status(200).type(file.media_type);
    if (how.disposition === 'attachment') res.attachment(file.name);
    else res.set('Content-Disposition', 'inline');
    res.set({
      'Content-Length': String(file.size),
      'Cache-Control': how.cacheControl,
      'X-Content-Type-Options': 'nosniff',
    });
    stream.pipe(res);
  });
  stream.once('error', (error) => {
    if (res.headersSent) res.destroy(error);
    else next(error);
  });
}

/**
 * Downloading a résumé: its owner, and whoever `mayRead` lets through (the organisations it was sent to
 * with an application). Uploading and deleting are the applicant profile's routes. And serving an
 * organisation's logo to anyone (uploading one is the orgs module's).
 */
export function resumeRoutes(db: Db, files: FileStore, mayRead: ResumeReaderCheck): Router {
  const router = Router();
  const { resume, orgLogo } = DATA_ROUTES;

  router.get(resume.path, requireUser, async (req, res, next) => {
    const { id } = parseInput(resume.params, req.params);
    const file = await resumeForReader(db, currentUser(req), id, mayRead);
    sendStoredFile(res, next, files, file, {
      disposition: 'attachment',
      cacheControl: 'private, no-store',
    });
  });

  // An organisation's logo: public, and cached for good (a new logo gets a new id).
  router.get(orgLogo.path, accessGuard(orgLogo), async (req, res, next) => {
    const { id } = parseInput(orgLogo.params, req.params);
    const file = await findLogoByPublicId(db, id);
    if (!file) throw new NotFoundError({ id: 'No logo with this id' });
    sendStoredFile(res, next, files, file, {
      disposition: 'inline',
      cacheControl: 'public, max-age=31536000, immutable',
    });
  });
  return router;
}
