import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import {
  DATA_ROUTES,
  RESUME_ERROR_CODES,
  RESUME_FILE_FIELD,
  RESUME_MAX_BYTES,
  type ApplicantProfileAnswer,
} from '@opengood/contracts';
import { ValidationError } from '../../domain/errors';
import { currentUser, requireUser } from '../../platform/auth';
import type { Db } from '../../platform/db/db';
import type { FileStore } from '../../platform/files/fileStore';
import { presentProfileAnswer } from './applicantProfilePresenter';
import { deleteResume, uploadResume } from './profileResume';

/**
 * multer 2 with memory storage: the file is at most RESUME_MAX_BYTES, so holding it in memory is cheap,
 * and nothing touches the disk (or the FileStore) before its content has been checked. busboy stops
 * reading at the limit, so a 20 MB upload costs 5 MB of memory, not 20.
 */
const multipart = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: RESUME_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  // Browsers send UTF-8 file names; busboy's default would read them as latin1.
  defParamCharset: 'utf8',
}).single(RESUME_FILE_FIELD);

/** multer's refusals as the api's answers: too large is a 413, any other malformed upload a 400. */
const receiveResume: RequestHandler = (req, res, next) => {
  multipart(req, res, (error: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === 'LIMIT_FILE_SIZE') {
        res.status(413).json({
          message: `A résumé may be at most ${RESUME_MAX_BYTES / (1024 * 1024)} MB`,
          errors: { file: RESUME_ERROR_CODES.FILE_TOO_LARGE },
        });
        return;
      }
      return next(new ValidationError({ file: `Send one file in the "${RESUME_FILE_FIELD}" field` }));
    }
    // busboy's own parse errors (a malformed multipart body).
    return next(new ValidationError({ file: 'Malformed upload' }));
  });
};

/** Uploading, replacing and deleting the user's résumé (the applicant profile's; the files are the resumes module's). */
export function resumeUploadRoutes(db: Db, files: FileStore): Router {
  const router = Router();
  const { uploadResume: upload, deleteResume: remove } = DATA_ROUTES;

  router.post(upload.path, requireUser, receiveResume, async (req, res) => {
    if (!req.file)
      throw new ValidationError({ file: RESUME_ERROR_CODES.FILE_REQUIRED }, 'Choose a file to upload');
    const profile = await uploadResume(db, files, currentUser(req).id, {
      originalName: req.file.originalname,
      bytes: req.file.buffer,
    });
    const answer: ApplicantProfileAnswer = presentProfileAnswer(profile);
    res.status(201).json(answer);
  });

  router.delete(remove.path, requireUser, async (req, res) => {
    const answer: ApplicantProfileAnswer = presentProfileAnswer(
      await deleteResume(db, files, currentUser(req).id),
    );
    res.json(answer);
  });
  return router;
}
