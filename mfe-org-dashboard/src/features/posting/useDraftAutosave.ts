import { useCallback, useEffect, useRef, useState } from 'react';
import { POSTING_ERROR_CODES as E, type ListingType, type OrgListing } from '@opengood/contracts';
import { isHttpError } from '@opengood/platform';
import { useRunMutation } from '../shared/mutations';
import { clientErrors, requestOf, type DraftValues } from './draftForm';
import { createListingDraft, updateListingDraft } from './postingMutations';

// Drafts saved as the admin types (docs/product/organisations.md#posting-a-listing): the first change the
// contract accepts creates the draft, later ones are saved after a pause with the version they were read at.
// A save behind another admin's is refused by the api (409 STALE_VERSION): nothing more is sent until the
// admin reloads, so nothing of either is silently lost.

export const AUTOSAVE_DELAY_MS = 1500;

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'needsTitle' }
  | { kind: 'invalid' }
  | { kind: 'failed' }
  | { kind: 'stale' }
  | { kind: 'notEditable' };

export interface DraftAutosave {
  listing: OrgListing | null;
  status: SaveStatus;
  /** The api's refusals by field (400), until that field changes. */
  serverErrors: Record<string, string>;
  /** The values changed: saved after the pause. */
  changed: (values: DraftValues, field: string) => void;
  /** Saves now what is waiting (before publishing); the listing as saved, or null when it could not be. */
  flush: () => Promise<OrgListing | null>;
}

export function useDraftAutosave({
  orgId,
  listingType,
  initial,
  onCreated,
}: {
  orgId: string;
  listingType: ListingType;
  initial: OrgListing | null;
  /** The draft exists: the page's address becomes its edit page's. */
  onCreated: (listing: OrgListing) => void;
}): DraftAutosave {
  const run = useRunMutation();
  const [listing, setListing] = useState<OrgListing | null>(initial);
  // Only a draft or a live listing is edited (listingLifecycle's isEditable): the others are shown, not saved.
  const editable = initial === null || initial.status === 'DRAFT' || initial.status === 'PUBLISHED';
  const [status, setStatus] = useState<SaveStatus>({ kind: editable ? 'idle' : 'notEditable' });
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const listingRef = useRef(listing);
  const pending = useRef<DraftValues | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<OrgListing | null> | null>(null);
  const blocked = useRef(!editable);
  const onCreatedRef = useRef(onCreated);
  onCreatedRef.current = onCreated;

  const saveNow = useCallback(async (): Promise<OrgListing | null> => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    // One save at a time: the next waits for the answer (and its version).
    while (inFlight.current) await inFlight.current;
    const values = pending.current;
    if (values === null || blocked.current) return listingRef.current;
    pending.current = null;
    const request = requestOf(values, listingType);
    const refused = clientErrors(request);
    if (Object.keys(refused).length > 0) {
      setStatus({ kind: !listingRef.current && values.title.trim() === '' ? 'needsTitle' : 'invalid' });
      pending.current = values;
      return null;
    }
    setStatus({ kind: 'saving' });
    const current = listingRef.current;
    const attempt = (async () => {
      try {
        const answer = current
          ? await run(updateListingDraft, {
              orgId,
              listingId: String(current.id),
              draft: request,
              version: current.version,
            })
          : await run(createListingDraft, { orgId, draft: request });
        const saved = answer.data;
        listingRef.current = saved;
        setListing(saved);
        setServerErrors({});
        setStatus({ kind: 'saved', at: new Date() });
        if (!current) onCreatedRef.current(saved);
        return saved;
      } catch (error) {
        const errors = isHttpError(error) ? error.errors : {};
        if (isHttpError(error) && error.statusCode === 409) {
          blocked.current = true;
          setStatus({ kind: errors.version === E.STALE_VERSION ? 'stale' : 'notEditable' });
        } else if (isHttpError(error) && error.statusCode === 400) {
          setServerErrors(
            Object.fromEntries(
              Object.entries(errors).filter((e): e is [string, string] => typeof e[1] === 'string'),
            ),
          );
          setStatus({ kind: 'invalid' });
        } else {
          // Kept: the next change (or publishing) tries again with it.
          pending.current ??= values;
          setStatus({ kind: 'failed' });
        }
        return null;
      }
    })();
    inFlight.current = attempt;
    try {
      return await attempt;
    } finally {
      inFlight.current = null;
    }
  }, [run, orgId, listingType]);

  const changed = useCallback(
    (values: DraftValues, field: string) => {
      pending.current = values;
      setServerErrors((errors) => {
        if (!(field in errors)) return errors;
        const { [field]: _gone, ...rest } = errors;
        return rest;
      });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void saveNow(), AUTOSAVE_DELAY_MS);
    },
    [saveNow],
  );

  // Leaving the page saves what is waiting (the admin may have typed and left at once).
  useEffect(
    () => () => {
      if (timer.current) {
        clearTimeout(timer.current);
        void saveNow();
      }
    },
    [saveNow],
  );

  return { listing, status, serverErrors, changed, flush: saveNow };
}
