import type { ApplicantProfile } from '@opengood/contracts';
import { HttpError, type HttpClient } from '@opengood/platform';

// Test helpers of the area: an api answering from a table, and sample answers.

/** Answers of the fake api by path (GET); anything else is a 404. */
export type Answers = Record<string, unknown>;

/** An HttpClient that answers GETs from `answers` and records every call. */
export function fakeHttp(answers: Answers = {}) {
  const calls: { method: string; url: string; body?: unknown; params?: unknown }[] = [];
  const answer = async (method: string, url: string, body?: unknown, params?: unknown) => {
    calls.push({ method, url, body, params });
    const key = `${method} ${url}`;
    const found = key in answers ? answers[key] : method === 'GET' ? answers[url] : undefined;
    if (found instanceof Error) throw found;
    if (found === undefined) throw new HttpError(404, '{}', { errors: {} });
    return typeof found === 'function' ? (found as (b: unknown) => unknown)(body) : found;
  };
  const http = {
    request: (r: { method: string; url: string; body?: unknown }) => answer(r.method, r.url, r.body),
    get: (url: string, config?: { params?: unknown }) => answer('GET', url, undefined, config?.params),
    delete: (url: string) => answer('DELETE', url),
    post: (url: string, body?: unknown) => answer('POST', url, body),
    put: (url: string, body?: unknown) => answer('PUT', url, body),
    patch: (url: string, body?: unknown) => answer('PATCH', url, body),
  } as unknown as HttpClient;
  return { http, calls };
}


/** Spec §3's defaults: what the api answers before anything is saved. */
export const EMPTY_PROFILE: ApplicantProfile = {
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
