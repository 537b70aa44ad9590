import { z } from 'zod';
import { RESUME_MAX_BYTES, RESUME_MEDIA_TYPES } from '../vocabulary/applying';
import { isoDateTimeSchema } from './answer';

// Résumés: uploaded as multipart/form-data (field RESUME_FILE_FIELD) to
// POST /userdashboard/applicant-profile/resume, which answers the applicant profile; served back as the
// file itself by GET /resumes/:id, to its owner and to admins of an organisation that received THAT file
// with an application to one of its listings (anyone else, and an unknown id, get the same 404).

/**
 * A résumé's id: 128 random bits, base64url (22 characters), never the row's sequential number, so ids
 * cannot be guessed or counted. The User's, the applicant profile's and an application's `resumeId`.
 */
export const resumeIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Not a résumé id' });
export type ResumeId = z.infer<typeof resumeIdSchema>;

/** A stored résumé's metadata (the bytes are not in the database rows). */
export const resumeFileSchema = z.object({
  id: resumeIdSchema,
  /** The name it was uploaded with (shown, and suggested when downloading). */
  name: z.string().min(1),
  mediaType: z.enum(RESUME_MEDIA_TYPES),
  size: z.number().int().positive().max(RESUME_MAX_BYTES),
  uploadedAt: isoDateTimeSchema,
});
export type ResumeFile = z.infer<typeof resumeFileSchema>;

export const resumeParamsSchema = z.object({ id: resumeIdSchema });

/**
 * GET /resumes/:id answers the file's bytes (Content-Type its media type, Content-Disposition attachment),
 * not JSON: a client downloads it (a link), it does not parse it.
 */
export const fileAnswerSchema = z.instanceof(Uint8Array);
