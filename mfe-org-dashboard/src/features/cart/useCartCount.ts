import { useEffect, useState } from 'react';
import { routes } from '@opengood/contracts/routes';
import { useAppSelector, usePlatform, type RootState } from '@opengood/platform';
import { CART_CHANGES } from '../checkout/checkoutMutations';

/**
 * Where the writes that change a cart stand, as one string: it changes when one of them starts or settles.
 * The pill is on other apps' screens, where no page of ours is refreshed; it follows the platform's
 * mutation states instead (platform README "Writing data"), which every area's writes go through.
 */
export function selectCartWrites(state: RootState): string {
  const byId = state['platform/mutations'].byId;
  return Object.keys(byId)
    .filter((id) => CART_CHANGES.includes(id.split(':')[0]!))
    .sort()
    .map((id) => `${id}=${byId[id]!.status}`)
    .join(',');
}

/** The organisation's cart count (GET cart), loaded again whenever a cart-changing write settles; null until known. */
export function useCartCount(orgId: number | null): number | null {
  const { http } = usePlatform();
  const writes = useAppSelector(selectCartWrites);
  const [count, setCount] = useState<number | null>(null);
  const settled = !writes.includes('=pending');
  useEffect(() => {
    if (orgId === null || !settled) return;
    const controller = new AbortController();
    http
      .call(
        routes.cart,
        { params: { orgId: String(orgId) } },
        { signal: controller.signal, redirectOnAuthErrors: false },
      )
      .then(
        (answer) => setCount(answer.cart.count),
        // No count rather than a made-up one (a refusal, the network): the pill still leads to the cart.
        () => undefined,
      );
    return () => controller.abort();
  }, [http, orgId, writes, settled]);
  return count;
}
