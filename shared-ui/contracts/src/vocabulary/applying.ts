// Saving, applying and résumés (issue 8): the limits and codes the api enforces and the pages show.

/** A résumé file is at most 5 MB (the upload is refused before anything is stored). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** What a résumé may be, recognised by its content (magic bytes), never by its name. */
export const RESUME_MEDIA_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;
export type ResumeMediaType = (typeof RESUME_MEDIA_TYPES)[number];
/** For the file picker's `accept` attribute: a hint to the browser, not a check. */
export const RESUME_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
/**
 * Why a chosen file cannot be a résumé, told before it is sent (the api checks the content again): too
 * large, or neither a PDF nor a DOCX by its media type (or, when the browser gives none, by its name).
 */
export function resumeFileProblem(file: {
  name: string;
  type: string;
  size: number;
}): 'FILE_TOO_LARGE' | 'FILE_TYPE_NOT_ALLOWED' | null {
  if (file.size > RESUME_MAX_BYTES) return 'FILE_TOO_LARGE';
  const byType = (RESUME_MEDIA_TYPES as readonly string[]).includes(file.type);
  const byName = /\.(pdf|docx)$/i.test(file.name);
  return byType || (file.type === '' && byName) ? null : 'FILE_TYPE_NOT_ALLOWED';
}

/** The multipart field that carries the résumé. */
export const RESUME_FILE_FIELD = 'file';

/** Codes in `errors.file` of a refused upload (the page translates them). */
export const RESUME_ERROR_CODES = {
  FILE_REQUIRED: 'FILE_REQUIRED',
  FILE_TOO_LARGE: 'FILE_TOO_LARGE',
  FILE_TYPE_NOT_ALLOWED: 'FILE_TYPE_NOT_ALLOWED',
} as const;

/**
 * What applying records for each listing type: jobs and internships take an application (profile, cover
 * letter, answers), a volunteer opportunity an "I'm interested", an event an "I'll attend".
 */
export const APPLICATION_KINDS = ['APPLICATION', 'INTEREST', 'ATTENDANCE'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];
export const APPLICATION_KIND_OF = {
  JOB: 'APPLICATION',
  INTERNSHIP: 'APPLICATION',
  VOLOP: 'INTEREST',
  EVENT: 'ATTENDANCE',
} as const satisfies Record<'JOB' | 'INTERNSHIP' | 'VOLOP' | 'EVENT', ApplicationKind>;

/** Where an application stands; a new or updated one is SUBMITTED until the organisation acts on it. */
export const APPLICATION_STATUSES = ['SUBMITTED', 'REVIEWED', 'DECLINED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Codes of a refused application (in `errors.listing`, `errors.answers`, `errors.resumeId`, `errors.email`). */
export const APPLICATION_ERROR_CODES = {
  LISTING_CLOSED: 'LISTING_CLOSED',
  /** errors.email (403): only a user whose email is verified may apply; the page offers to resend the link. */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  QUESTION_REQUIRED: 'QUESTION_REQUIRED',
  UNKNOWN_QUESTION: 'UNKNOWN_QUESTION',
  RESUME_NOT_FOUND: 'RESUME_NOT_FOUND',
  /** errors.listing (400): the organisation takes applications at its own address or by mail (howToApply). */
  APPLY_ELSEWHERE: 'APPLY_ELSEWHERE',
} as const;

export const COVER_LETTER_MAX_LENGTH = 10_000;
export const QUESTION_ANSWER_MAX_LENGTH = 5_000;
/** A listing asks at most this many questions of its own. */
export const LISTING_QUESTIONS_MAX = 10;
export const SKILLS_MAX = 50;
export const SKILL_MAX_LENGTH = 80;
export const WORK_HISTORY_MAX = 30;
export const WORK_HISTORY_TEXT_MAX_LENGTH = 200;
export const WORK_HISTORY_DESCRIPTION_MAX_LENGTH = 5_000;

/** The dashboard lists saved listings and applications this many to a page. */
export const SAVED_LISTINGS_PAGE_SIZE = 20;
export const APPLICATIONS_PAGE_SIZE = 20;
