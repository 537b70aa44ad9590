import { z } from 'zod';
import { RESUME_MAX_BYTES, RESUME_MEDIA_TYPES } from '../vocabulary/applying';
import { idSchema, isoDateTimeSchema } from './answer';
import { idParamsSchema } from './request';

// Résumés: uploaded as multipart/form-data (field RESUME_FILE_FIELD) to
// POST /userdashboard/applicant-profile/resume, which answers the applicant profile; served back as the
// file itself by GET /resumes/:id, to its owner and to admins of organisations the owner applied to.

/** A stored résumé's metadata (the bytes are not in the database rows). */
export const resumeFileSchema = z.object({
  id: idSchema,
  /** The name it was uploaded with (shown, and suggested when downloading). */
  name: z.string().min(1),
  mediaType: z.enum(RESUME_MEDIA_TYPES),
  size: z.number().int().positive().max(RESUME_MAX_BYTES),
  uploadedAt: isoDateTimeSchema,
});
export type ResumeFile = z.infer<typeof resumeFileSchema>;

export const resumeParamsSchema = idParamsSchema;

/**
 * GET /resumes/:id answers the file's bytes (Content-Type its media type, Content-Disposition attachment),
 * not JSON: a client downloads it (a link), it does not parse it.
 */
export const fileAnswerSchema = z.instanceof(Uint8Array);
