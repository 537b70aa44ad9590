import {
  BILLING_ERROR_CODES as B,
  type BillingAddressRequest,
  type Cart,
  type PackId,
} from '@opengood/contracts';
import { ConflictError, NotFoundError } from '../../domain/errors';
import type { Db } from '../../platform/db/db';
import { findAwaitingPayment, withdrawFromCart } from '../listings';
import * as addresses from './addressRepository';
import { findBillingOrg, type BillingOrg } from './billingOrg';
import { creditBalance, spendCredit } from './ledger';
import { markListingsPaid } from '../listings';
import {
  findInvoice,
  insertInvoice,
  linesOf,
  lockOpenInvoices,
  openInvoicesWithListing,
  presentInvoice,
  voidInvoices,
  type NewLine,
} from './invoiceRepository';
import { isPaidType, listingPrice, packOf, priceList } from './priceList';

// The cart and checkout (docs/product/billing.md "Cart and checkout"): an organisation's listings waiting
// for payment, each at its price; taking one out returns it to draft; one may be published with a credit;
// checkout issues an OPEN invoice of today's prices for the whole cart, or for a credit pack.

export const noOrg = () => new NotFoundError({ orgId: 'No organization with this id' });
const notInCart = () => new NotFoundError({ listingId: B.NOT_IN_CART }, 'Not in this organisation’s cart');

export async function orgOf(db: Db, orgId: number): Promise<BillingOrg> {
  const org = await findBillingOrg(db, orgId);
  if (!org) throw noOrg();
  return org;
}

export async function pricesOf(db: Db, orgId: number) {
  const org = await orgOf(db, orgId);
  return priceList(org.orgType, org.currency);
}

/** The cart's lines at today's prices (the free types never reach a cart, but are skipped if they did). */
async function cartLines(db: Db, org: BillingOrg): Promise<(NewLine & { kind: 'LISTING'; added: string })[]> {
  const listings = await findAwaitingPayment(db, org.id);
  return listings.flatMap((l) => {
    const amount = listingPrice(l.listing_type, org.orgType, org.currency);
    if (amount === null || !isPaidType(l.listing_type)) return [];
    return [
      {
        kind: 'LISTING' as const,
        listingId: l.id,
        listingType: l.listing_type,
        title: l.title,
        amount,
        added: new Date(l.updated_at).toISOString(),
      },
    ];
  });
}

export async function cartOf(db: Db, orgId: number): Promise<Cart> {
  const org = await orgOf(db, orgId);
  const lines = await cartLines(db, org);
  return {
    items: lines.map((l) => ({
      listingId: l.listingId,
      listingType: l.listingType,
      title: l.title,
      price: { amount: l.amount, currency: org.currency },
      added: l.added,
    })),
    count: lines.length,
    total: { amount: lines.reduce((s, l) => s + l.amount, 0), currency: org.currency },
    credits: await creditBalance(db, orgId),
  };
}

/** Takes a listing out of the cart (back to draft); any OPEN invoice holding it is voided. */
export async function removeCartItem(
  db: Db,
  orgId: number,
  listingId: number,
  now = new Date(),
): Promise<Cart> {
  await orgOf(db, orgId);
  await db.transaction(async (tx) => {
    if (!(await withdrawFromCart(tx, orgId, listingId, now))) throw notInCart();
    await voidInvoices(tx, await openInvoicesWithListing(tx, orgId, listingId), now);
  });
  return cartOf(db, orgId);
}

/**
 * Publishes a cart item with one credit, in one transaction: the spend and the listing going live, or
 * neither (409 NO_CREDITS). An OPEN invoice holding the listing is voided: it is paid for now.
 */
export async function publishWithCredit(
  db: Db,
  orgId: number,
  listingId: number,
  now = new Date(),
): Promise<{ cart: Cart; published: boolean }> {
  await orgOf(db, orgId);
  await db.transaction(async (tx) => {
    const inCart = (await findAwaitingPayment(tx, orgId)).some((l) => l.id === listingId);
    if (!inCart) throw notInCart();
    await spendCredit(tx, orgId, listingId, now);
    if ((await markListingsPaid(tx, orgId, [listingId], now)).length !== 1) throw notInCart();
    await voidInvoices(tx, await openInvoicesWithListing(tx, orgId, listingId), now);
  });
  return { cart: await cartOf(db, orgId), published: true };
}

const sameLines = (
  a: readonly { key: string; amount: number }[],
  b: readonly { key: string; amount: number }[],
) => a.length === b.length && a.every((l, i) => l.key === b[i]!.key && l.amount === b[i]!.amount);

/**
 * Checkout: an OPEN invoice for the whole cart (or, with `pack`, for one credit pack), its lines at today's
 * prices. An OPEN invoice with exactly these lines is answered again (a reload issues nothing new:
 * `created` false); OPEN cart invoices that no longer match the cart are voided. The invoice names the
 * organisation's most recently saved billing address, which the page may change.
 */
export async function checkout(db: Db, orgId: number, pack: PackId | null, now = new Date()) {
  const org = await orgOf(db, orgId);
  const lines: NewLine[] = pack
    ? [
        (() => {
          const p = packOf(pack, org.orgType, org.currency);
          return { kind: 'PACK' as const, packId: pack, credits: p.credits, amount: p.price.amount };
        })(),
      ]
    : (await cartLines(db, org)).map(({ added: _added, ...line }) => line);
  if (lines.length === 0) throw new ConflictError({ cart: B.CART_EMPTY }, 'The cart is empty');
  const keyOf = (l: { kind: string; listingId?: number; packId?: string }) =>
    l.kind === 'LISTING' ? `L${l.listingId}` : `P${l.packId}`;
  const wanted = lines
    .map((l) => ({ key: keyOf(l), amount: l.amount }))
    .sort((a, b) => a.key.localeCompare(b.key));
  const invoiceId = await db.transaction(async (tx) => {
    const open = await lockOpenInvoices(tx, orgId);
    const openLines = await linesOf(
      tx,
      open.map((i) => i.id),
    );
    const stale: number[] = [];
    for (const invoice of open) {
      const held = (openLines.get(invoice.id) ?? [])
        .map((l) => ({ key: keyOf(l), amount: l.amount }))
        .sort((a, b) => a.key.localeCompare(b.key));
      if (invoice.currency === org.currency && sameLines(held, wanted))
        return { id: invoice.id, created: false };
      // A cart invoice the cart has outgrown (a pack's invoice stays payable beside it).
      if (!pack && held.some((l) => l.key.startsWith('L'))) stale.push(invoice.id);
    }
    await voidInvoices(tx, stale, now);
    const [address] = await addresses.findAddresses(tx, orgId);
    return { id: await insertInvoice(tx, orgId, org.currency, lines, address?.id ?? null), created: true };
  });
  const row = await findInvoice(db, invoiceId.id, orgId);
  return { invoice: await presentInvoice(db, row!), created: invoiceId.created };
}

export async function addAddress(db: Db, orgId: number, input: addresses.AddressFields) {
  await orgOf(db, orgId);
  return addresses.insertAddress(db, orgId, input);
}

/** Editing an address changes no paid invoice: each keeps the copy it was paid with. */
export async function changeAddress(db: Db, orgId: number, id: number, input: addresses.AddressFields) {
  await orgOf(db, orgId);
  const updated = await addresses.updateAddress(db, orgId, id, input);
  if (!updated) throw new NotFoundError({ id: 'No billing address with this id' });
  return updated;
}

export type { BillingAddressRequest };
