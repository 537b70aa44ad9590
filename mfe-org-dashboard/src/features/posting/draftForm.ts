import {
  DATED_TYPES,
  HIRING_TYPES,
  listingDraftRequestSchema,
  type Lang,
  type ListingDraftRequest,
  type ListingType,
  type OrgListing,
} from '@opengood/contracts';

// The posting form's values as its controls hold them (text for numbers and dates), and the draft request
// they make: only the fields the listing's type has (docs/product/organisations.md#posting-a-listing), so the
// contract's per-type rules never refuse a field the form does not show.

export interface QuestionValue {
  /** A stable React key for a question not stored yet. */
  key: string;
  id?: number;
  prompt: string;
  required: boolean;
}

export interface DraftValues {
  title: string;
  description: string;
  locale: Lang;
  locationType: 'ONSITE' | 'HYBRID' | 'REMOTE';
  placeId: string | null;
  /** The chosen place's name (the location input shows it). */
  placeName: string | null;
  remoteCountries: string[];
  jobType: string;
  professionalLevel: string;
  education: string;
  payment: string;
  functions: string[];
  areasOfFocus: string[];
  benefits: string[];
  questions: QuestionValue[];
  salaryMinimum: string;
  salaryMaximum: string;
  salaryCurrency: string;
  salaryPeriod: string;
  applyMethod: 'SITE' | 'URL' | 'EMAIL';
  applyUrl: string;
  applyEmail: string;
  /** YYYY-MM-DD, the last day applications are taken (the browser's time zone). */
  deadline: string;
  /** YYYY-MM-DDTHH:mm in `timeZone`. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
}

export type DraftField = keyof DraftValues;

export const isHiring = (type: ListingType) => (HIRING_TYPES as readonly string[]).includes(type);
export const isDated = (type: ListingType) => (DATED_TYPES as readonly string[]).includes(type);

export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

const pad = (n: number) => String(n).padStart(2, '0');

/** The wall-clock parts of `date` in `timeZone`. */
function partsIn(date: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

const offsetAt = (ms: number, timeZone: string) => {
  const p = partsIn(new Date(ms), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(ms / 1000) * 1000;
};

/** A datetime-local value read in `timeZone`, as an ISO instant; null when it is not one. */
export function zonedToIso(local: string, timeZone: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!m) return null;
  const wall = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!);
  try {
    // Twice: the offset at the guessed instant may differ from the one at the answer (a DST change).
    let at = wall - offsetAt(wall, timeZone);
    at = wall - offsetAt(at, timeZone);
    return new Date(at).toISOString();
  } catch {
    return null;
  }
}

/** An ISO instant as a datetime-local value in `timeZone`. */
export function isoToZoned(iso: string, timeZone: string): string {
  const p = partsIn(new Date(iso), timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** The deadline day as the end of that day in the browser's time zone (applications close then). */
export function deadlineToIso(day: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return null;
  const end = new Date(+m[1]!, +m[2]! - 1, +m[3]!, 23, 59, 59);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

export function isoToDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

let questionKeys = 0;
export const newQuestionKey = () => `q${++questionKeys}`;

/** A new listing's values: written in the page's language, on site, applied to here. */
export function emptyValues(lang: Lang): DraftValues {
  return {
    title: '',
    description: '',
    locale: lang,
    locationType: 'ONSITE',
    placeId: null,
    placeName: null,
    remoteCountries: [],
    jobType: '',
    professionalLevel: '',
    education: '',
    payment: '',
    functions: [],
    areasOfFocus: [],
    benefits: [],
    questions: [],
    salaryMinimum: '',
    salaryMaximum: '',
    salaryCurrency: '',
    salaryPeriod: '',
    applyMethod: 'SITE',
    applyUrl: '',
    applyEmail: '',
    deadline: '',
    startsAt: '',
    endsAt: '',
    timeZone: browserTimeZone(),
  };
}

/** A stored listing's values, its dates shown in its own time zone (else the browser's). */
export function valuesOf(listing: OrgListing): DraftValues {
  const timeZone = listing.timeZone ?? browserTimeZone();
  return {
    title: listing.title,
    description: listing.description,
    locale: listing.locale,
    locationType: listing.locationType,
    placeId: listing.placeId,
    placeName: listing.placeName,
    remoteCountries: listing.remoteCountries,
    jobType: listing.jobType ?? '',
    professionalLevel: listing.professionalLevel ?? '',
    education: listing.education ?? '',
    payment: listing.payment ?? '',
    functions: listing.functions,
    areasOfFocus: listing.areasOfFocus,
    benefits: listing.benefits,
    questions: listing.questions.map((q) => ({ ...q, key: `s${q.id}` })),
    salaryMinimum: listing.salaryMinimum === null ? '' : String(listing.salaryMinimum),
    salaryMaximum: listing.salaryMaximum === null ? '' : String(listing.salaryMaximum),
    salaryCurrency: listing.salaryCurrency ?? '',
    salaryPeriod: listing.salaryPeriod ?? '',
    applyMethod: listing.applyMethod,
    applyUrl: listing.applyUrl ?? '',
    applyEmail: listing.applyEmail ?? '',
    deadline: listing.deadline ? isoToDay(listing.deadline) : '',
    startsAt: listing.startsAt ? isoToZoned(listing.startsAt, timeZone) : '',
    endsAt: listing.endsAt ? isoToZoned(listing.endsAt, timeZone) : '',
    timeZone,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());
/** A whole amount; anything else stays a number the contract refuses (SALARY_INVALID). */
const amountOf = (text: string) =>
  text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : -1;
/** A text the contract refuses with the field's own code (a date that is not one). */
const NOT_A_DATE = 'not-a-date';

/** The request the values make for a listing of `type`: the fields of other types left out. */
export function requestOf(values: DraftValues, type: ListingType): ListingDraftRequest {
  const hiring = isHiring(type);
  const dated = isDated(type);
  const remote = values.locationType === 'REMOTE';
  const salary = hiring
    ? {
        salaryMinimum: amountOf(values.salaryMinimum),
        salaryMaximum: amountOf(values.salaryMaximum),
        salaryCurrency: orNull(values.salaryCurrency),
        salaryPeriod: (orNull(values.salaryPeriod) as ListingDraftRequest['salaryPeriod']) ?? null,
      }
    : {};
  const dates =
    dated && (values.startsAt || values.endsAt)
      ? {
          startsAt: values.startsAt ? (zonedToIso(values.startsAt, values.timeZone) ?? NOT_A_DATE) : null,
          endsAt: values.endsAt ? (zonedToIso(values.endsAt, values.timeZone) ?? NOT_A_DATE) : null,
          timeZone: values.timeZone,
        }
      : {};
  return {
    listingType: type,
    title: values.title,
    description: values.description,
    locale: values.locale,
    locationType: values.locationType,
    placeId: remote ? null : values.placeId,
    remoteCountries: remote ? values.remoteCountries : [],
    functions: values.functions as ListingDraftRequest['functions'],
    areasOfFocus: values.areasOfFocus as ListingDraftRequest['areasOfFocus'],
    ...(hiring
      ? {
          jobType: (orNull(values.jobType) as ListingDraftRequest['jobType']) ?? null,
          education: (orNull(values.education) as ListingDraftRequest['education']) ?? null,
          benefits: values.benefits as ListingDraftRequest['benefits'],
          ...salary,
        }
      : {}),
    ...(type === 'JOB'
      ? {
          professionalLevel:
            (orNull(values.professionalLevel) as ListingDraftRequest['professionalLevel']) ?? null,
        }
      : {}),
    ...(type === 'INTERNSHIP'
      ? { payment: (orNull(values.payment) as ListingDraftRequest['payment']) ?? null }
      : {}),
    ...(hiring && values.applyMethod === 'SITE'
      ? {
          questions: values.questions.map((q) => ({
            ...(q.id === undefined ? {} : { id: q.id }),
            prompt: q.prompt,
            required: q.required,
          })),
        }
      : {}),
    applyMethod: values.applyMethod,
    applyUrl: values.applyMethod === 'URL' ? orNull(values.applyUrl) : null,
    applyEmail: values.applyMethod === 'EMAIL' ? orNull(values.applyEmail) : null,
    deadline: values.deadline ? (deadlineToIso(values.deadline) ?? NOT_A_DATE) : null,
    ...dates,
  };
}

/** The contract's refusals of a request, one code per field (the first), as the api would answer them. */
export function clientErrors(request: ListingDraftRequest): Record<string, string> {
  const result = listingDraftRequestSchema.safeParse(request);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'request');
    errors[field] ??= issue.message;
  }
  return errors;
}
