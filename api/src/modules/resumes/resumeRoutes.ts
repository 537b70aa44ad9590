import { Router } from 'express';
import { DATA_ROUTES } from '@opengood/contracts';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import type { FileStore } from '../../platform/files/fileStore';
import { parseInput } from '../../platform/http/validation';
import { resumeForReader, type ResumeReaderCheck } from './resumes';

/**
 * Downloading a résumé: its owner, and whoever `mayRead` lets through (the organisations it was sent to
 * with an application). Uploading and deleting are the applicant profile's routes.
 */
export function resumeRoutes(db: Db, files: FileStore, mayRead: ResumeReaderCheck): Router {
  const router = Router();
  const { resume } = DATA_ROUTES;

  router.get(resume.path, requireUser, async (req, res, next) => {
    const { id } = parseInput(resume.params, req.params);
    const file = await resumeForReader(db, currentUser(req), id, mayRead);
    const stream = files.open(file.storage_key);
    stream.once('open', () => {
      res
        .status(200)
        .type(file.media_type)
        .attachment(file.name)
        .set({
          'Content-Length': String(file.size),
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        });
      stream.pipe(res);
    });
    stream.once('error', (error) => {
      if (res.headersSent) res.destroy(error);
      else next(error);
    });
  });
  return router;
}
