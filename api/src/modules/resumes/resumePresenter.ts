import { RESUME_MEDIA_TYPES, type ResumeFile, type ResumeMediaType } from '@opengood/contracts';
import { isoDate } from '../../platform/db/isoDate';
import type { FileRow } from './fileRepository';

const isResumeType = (t: string): t is ResumeMediaType =>
  (RESUME_MEDIA_TYPES as readonly string[]).includes(t);

export function presentResumeFile(row: FileRow): ResumeFile {
  if (!isResumeType(row.media_type)) throw new Error(`file ${row.id} is not a résumé (${row.media_type})`);
  return {
    id: row.public_id,
    name: row.name,
    mediaType: row.media_type,
    size: row.size,
    uploadedAt: isoDate(row.created_at),
  };
}
