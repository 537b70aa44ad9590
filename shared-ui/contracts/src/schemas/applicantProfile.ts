import { z } from 'zod';
import {
  SKILL_MAX_LENGTH,
  SKILLS_MAX,
  WORK_HISTORY_DESCRIPTION_MAX_LENGTH,
  WORK_HISTORY_TEXT_MAX_LENGTH,
} from '../vocabulary/applying';
import { idSchema, versionField } from './answer';
import { locationSelectionSchema } from './place';
import { idParamSchema } from './request';
import { resumeFileSchema, resumeIdSchema } from './resumes';

// The applicant profile (docs/product/user-dashboard.md#applicant-profile): what an application to a job or internship carries, kept on the user
// and pre-filled into every application form. docs/product/user-dashboard.md#applicant-profile: every answer about it (the profile, a work-history
// change, a résumé upload) is normalised so `resumeId` and `isRecruitable` also sit at the top level.

/** A calendar month, `YYYY-MM`. */
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'Must be a month written YYYY-MM' });

const text = (max: number, what: string) =>
  z
    .string()
    .trim()
    .min(1, { error: `${what} is required` })
    .max(max, { error: `Must be at most ${max} characters` });

/** One job of the work history as written by the user: a current job has no end; an ended one ends after it starts. */
export const workHistoryJobRequestSchema = z
  .object({
    title: text(WORK_HISTORY_TEXT_MAX_LENGTH, 'A title'),
    organization: text(WORK_HISTORY_TEXT_MAX_LENGTH, 'An organisation'),
    startMonth: monthSchema,
    endMonth: monthSchema.nullable().default(null),
    current: z.boolean().default(false),
    description: z
      .string()
      .trim()
      .max(WORK_HISTORY_DESCRIPTION_MAX_LENGTH, {
        error: `Must be at most ${WORK_HISTORY_DESCRIPTION_MAX_LENGTH} characters`,
      })
      .default(''),
  })
  .superRefine((job, ctx) => {
    if (job.current && job.endMonth !== null)
      ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'A current job has no end month' });
    if (!job.current && job.endMonth === null)
      ctx.addIssue({
        code: 'custom',
        path: ['endMonth'],
        message: 'An end month is required unless current',
      });
    // YYYY-MM strings order as months do.
    if (job.endMonth !== null && job.endMonth < job.startMonth)
      ctx.addIssue({ code: 'custom', path: ['endMonth'], message: 'Must not be before the start month' });
  });
export type WorkHistoryJobRequest = z.output<typeof workHistoryJobRequestSchema>;
export type WorkHistoryJobInput = z.input<typeof workHistoryJobRequestSchema>;

export const workHistoryJobSchema = z.object({
  id: idSchema,
  title: z.string(),
  organization: z.string(),
  startMonth: monthSchema,
  endMonth: monthSchema.nullable(),
  current: z.boolean(),
  description: z.string(),
});
export type WorkHistoryJob = z.infer<typeof workHistoryJobSchema>;

export const workHistoryJobParamsSchema = z.object({ id: idParamSchema });

const skillsField = z
  .array(text(SKILL_MAX_LENGTH, 'A skill'))
  .max(SKILLS_MAX, { error: `At most ${SKILLS_MAX} skills` })
  // The same skill twice (whatever its case) is kept once, as first written.
  .transform((skills) =>
    skills.filter((s, i) => skills.findIndex((t) => t.toLocaleLowerCase() === s.toLocaleLowerCase()) === i),
  );

/** The applicant profile (docs/product/user-dashboard.md#applicant-profile), as the api answers it. */
export const applicantProfileSchema = z.object({
  resumeId: resumeIdSchema.nullable(),
  /** The current résumé's name, type and size, for the form (null without one). */
  resume: resumeFileSchema.nullable(),
  /** Open to recruiters: true, false, or null (never asked). */
  isRecruitable: z.boolean().nullable(),
  workHistoryJobs: z.array(workHistoryJobSchema),
  skills: z.array(z.string()),
  willingToWorkOnsite: z.boolean(),
  willingToWorkRemote: z.boolean(),
  willingToWorkHybrid: z.boolean(),
  willingToWorkPartTime: z.boolean(),
  userLocation: locationSelectionSchema.nullable(),
});
export type ApplicantProfile = z.infer<typeof applicantProfileSchema>;

/** A user's profile before anything is saved (docs/product/user-dashboard.md): willing to work every way. */
export const EMPTY_APPLICANT_PROFILE: ApplicantProfile = {
  resumeId: null,
  resume: null,
  isRecruitable: null,
  workHistoryJobs: [],
  skills: [],
  willingToWorkOnsite: true,
  willingToWorkRemote: true,
  willingToWorkHybrid: true,
  willingToWorkPartTime: true,
  userLocation: null,
};

/**
 * PUT /userdashboard/applicant-profile/profile: the profile's own fields (work history and the résumé
 * have their own calls). A field left out takes its default (willingness true, the rest empty);
 * `resumeId` left out keeps the current résumé, null detaches it.
 */
export const applicantProfileRequestSchema = z.object({
  resumeId: resumeIdSchema.nullable().optional(),
  isRecruitable: z.boolean().nullable().default(null),
  skills: skillsField.default([]),
  willingToWorkOnsite: z.boolean().default(true),
  willingToWorkRemote: z.boolean().default(true),
  willingToWorkHybrid: z.boolean().default(true),
  willingToWorkPartTime: z.boolean().default(true),
  userLocation: locationSelectionSchema.nullable().default(null),
});
export type ApplicantProfileRequest = z.output<typeof applicantProfileRequestSchema>;
export type ApplicantProfileInput = z.input<typeof applicantProfileRequestSchema>;

/** Every applicant-profile answer: the whole profile, with résumé id and recruitable at the top (docs/product/user-dashboard.md#applicant-profile). */
export const applicantProfileAnswerSchema = z.object({
  profile: applicantProfileSchema,
  resumeId: resumeIdSchema.nullable(),
  isRecruitable: z.boolean().nullable(),
  ...versionField,
});
export type ApplicantProfileAnswer = z.infer<typeof applicantProfileAnswerSchema>;

/** A work-history change: the job as saved, and the whole profile after it. */
export const workHistoryJobAnswerSchema = applicantProfileAnswerSchema.extend({ job: workHistoryJobSchema });
export type WorkHistoryJobAnswer = z.infer<typeof workHistoryJobAnswerSchema>;
