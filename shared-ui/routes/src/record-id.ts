/**
 * The ids of records in URLs (listings, organisations): a positive whole number, as the data service
 * accepts them. A path whose id cannot name a record is not a page (not found), without asking the api.
 */
export const RECORD_ID_PATTERN = /^[1-9]\d*$/;

export function isRecordId(id: string): boolean {
  return RECORD_ID_PATTERN.test(id);
}
