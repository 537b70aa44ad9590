import { APPLICATION_ERROR_CODES, RESUME_FILE_FIELD, type ApplicationInput } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation, useMutation, type PageRefresh } from '@opengood/platform';
import { LISTINGS_AREA } from '../../area';
import { applicantProfileUpdated, applicationSent, keyOf, type ListingRef } from './applySlice';

// The apply panel's writes (issue 8; docs/product/listings.md): applying, the résumé upload and the
// verification mail sent again. Each names the pages of the user dashboard whose data it changes, so
// their next visit loads them afresh.

const dashboard = (...pages: string[]): PageRefresh => ({ area: 'mfe-user-dashboard', pages });

/**
 * An application to a job or internship, "I'm interested" (VOLOP) or "I'll attend" (EVENT): one per user
 * and listing, sent again to change it. Run by the apply saga, one state per listing (`keyOf(ref)`).
 */
export const applyToListing = defineMutation({
  name: `${LISTINGS_AREA}/applyToListing`,
  route: routes.apply,
  input: ({ ref, body }: { ref: ListingRef; body: ApplicationInput }) => ({
    params: { type: ref.type, id: ref.id },
    body,
  }),
  // The api's 403 EMAIL_NOT_VERIFIED is said in the panel (how to confirm the address), not a trip home.
  config: { redirectOnAuthErrors: false },
  refreshes: () => [dashboard('application-history')],
  then: (answer, { ref }) => [applicationSent({ ref, application: answer.application })],
});

/** A new résumé for the applicant profile (multipart; the api checks its content). */
export const uploadResume = defineMutation({
  name: `${LISTINGS_AREA}/uploadResume`,
  route: routes.uploadResume,
  input: ({ file }: { ref: ListingRef; file: File }) => {
    const body = new FormData();
    body.append(RESUME_FILE_FIELD, file);
    return { body };
  },
  refreshes: () => [dashboard('profile', 'professional-experience')],
  then: (answer, { ref }) => [applicantProfileUpdated({ ref, profile: answer.profile })],
});

/** The verification link mailed again (applying needs a verified email); 409 EMAIL_ALREADY_VERIFIED once it is. */
export const resendVerification = defineMutation({
  name: `${LISTINGS_AREA}/resendVerification`,
  route: routes.resendVerification,
  input: (_: void) => ({}),
});

/** How the application to a listing went: the write's state, read as the panel shows it. */
export function useApplicationState(ref: ListingRef) {
  const handle = useMutation(applyToListing, keyOf(ref));
  return { ...handle, ...readApplicationState(handle) };
}

/** The api's refusals with reasons (a form that says what to do); anything else is a failure to retry. */
const REFUSALS = [400, 403, 404, 409, 429];

export function readApplicationState(state: {
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  errors: Record<string, string>;
  statusCode: number | null;
}) {
  const refused = state.status === 'failed' && REFUSALS.includes(state.statusCode ?? 0);
  const errors = refused ? state.errors : {};
  return {
    sending: state.status === 'pending',
    refused,
    /** The listing no longer takes applications (404, or 409 LISTING_CLOSED). */
    closed:
      refused && (state.statusCode === 404 || errors.listing === APPLICATION_ERROR_CODES.LISTING_CLOSED),
    /** No answer, or one without reasons (a 500): try again. */
    failed: state.status === 'failed' && !refused,
    /** The refusal's reasons by field (empty unless refused). */
    errors,
  };
}
