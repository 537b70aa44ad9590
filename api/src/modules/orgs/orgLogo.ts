import FileType from 'file-type';
import sharp from 'sharp';
import {
  ORG_ERROR_CODES,
  ORG_LOGO_MAX_SIDE,
  ORG_LOGO_MEDIA_TYPES,
  type OrgLogoMediaType,
} from '@opengood/contracts';
import { ValidationError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { orgLogoUrl } from '../organizations';
import { deleteLogoFile, lockUnusedLogo, releaseLogoOwner, storeUploadedLogo } from '../resumes';
import type { OrgsDeps } from './orgsDeps';

// An organisation's logo (docs/product/organisations.md#the-organisation): uploaded on its own, checked by
// its content and resized here, stored with the other uploaded files (the resumes module's `files` and
// FileStore), then taken by the organisation when the form is saved (createOrganization or
// updateOrganization send its id as `logoId`), so a refused logo never leaves half an organisation.

/** The decoder refuses images of more pixels than this (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 40_000_000;

const isLogoType = (mime: string): mime is OrgLogoMediaType =>
  (ORG_LOGO_MEDIA_TYPES as readonly string[]).includes(mime);

/**
 * The logo as it will be served: read by its content (magic bytes: a .png that is really a PDF or a
 * script is refused, whatever its name or declared type), decoded completely (a truncated or corrupt image
 * is refused), turned upright, resized to fit ORG_LOGO_MAX_SIDE a side (never enlarged) and written as WebP
 * without its metadata (no camera or location data).
 */
export async function prepareLogo(bytes: Uint8Array): Promise<Uint8Array> {
  const found = await FileType.fromBuffer(bytes);
  if (!found || !isLogoType(found.mime))
    throw new ValidationError(
      { logo: ORG_ERROR_CODES.LOGO_NOT_IMAGE },
      'A logo must be a PNG, JPEG or WebP image',
    );
  try {
    // failOn 'error' refuses a truncated or damaged image instead of serving half of it; animated images
    // keep their first frame.
    return await sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(ORG_LOGO_MAX_SIDE, ORG_LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    throw new ValidationError({ logo: ORG_ERROR_CODES.LOGO_CORRUPT }, 'The image could not be read');
  }
}

/** A user uploads a logo for the organisation form: checked, resized and stored, no organisation's yet. */
export async function uploadLogo(
  deps: OrgsDeps,
  userId: number,
  bytes: Uint8Array,
): Promise<{ id: string; url: string }> {
  await deps.limits.get('orgLogoUploadsPerUser').consume(String(userId));
  const webp = await prepareLogo(bytes);
  const row = await storeUploadedLogo(deps.db, deps.files, userId, {
    bytes: webp,
    mediaType: 'image/webp',
    name: 'logo.webp',
  });
  return { id: row.public_id, url: orgLogoUrl(row.public_id) };
}

/** What saving the form does to the organisation's logo. */
export type LogoChange =
  | { kind: 'keep' }
  | { kind: 'remove' }
  /** The uploaded logo `fileId` becomes the organisation's. */
  | { kind: 'set'; fileId: number };

/**
 * What `logoId` asks for, checked in the saving transaction: left out or the organisation's own logo
 * keeps it, null removes it, and any other id must be a logo this user uploaded that no organisation has
 * taken (locked, so two saves cannot both take it); anything else is LOGO_INVALID.
 */
export async function logoChangeOf(
  tx: Db,
  userId: number,
  logoId: string | null | undefined,
  currentLogoId: string | null,
): Promise<LogoChange> {
  if (logoId === undefined || (logoId !== null && logoId === currentLogoId)) return { kind: 'keep' };
  if (logoId === null) return { kind: 'remove' };
  const file = await lockUnusedLogo(tx, logoId, userId);
  if (!file) throw new ValidationError({ logoId: ORG_ERROR_CODES.LOGO_INVALID }, 'Upload the logo again');
  return { kind: 'set', fileId: file.id };
}

/**
 * Applies the change in the transaction: the new logo becomes no user's; the logo it replaces (or
 * removes) is deleted, and its storage key is answered so its bytes go once the transaction commits.
 */
export async function applyLogoChange(
  tx: Db,
  change: LogoChange,
  previousFileId: number | null,
  setLogo: (fileId: number | null) => Promise<void>,
): Promise<string[]> {
  if (change.kind === 'keep') return [];
  const fileId = change.kind === 'set' ? change.fileId : null;
  if (fileId !== null) await releaseLogoOwner(tx, fileId);
  await setLogo(fileId);
  if (previousFileId === null || previousFileId === fileId) return [];
  const key = await deleteLogoFile(tx, previousFileId);
  return key ? [key] : [];
}
