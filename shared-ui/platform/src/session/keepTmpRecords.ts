import type { TmpRecord } from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import { defineMutation } from '../mutations/defineMutation';

/**
 * POST /tmp-storage: keeps what a visitor was doing when a page asked them to sign up (docs/product/accounts.md#temporary-data); the answer's `data.id` travels as `tmpId`. Serialised here without the
 * contracts' schemas (the api, and the test fake, check the records).
 */
export const keepTmpRecords = defineMutation({
  name: 'platform/keepTmpRecords',
  route: routes.createTmpStorage,
  input: (records: readonly TmpRecord[]) => ({ body: { data: JSON.stringify(records) } }),
});
