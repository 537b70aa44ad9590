import { isRecordId } from '@opengood/routes';
import { routes } from '@opengood/contracts/routes';
import { definePages, HttpError } from '@opengood/platform';
import { ORG_DASHBOARD_AREA } from './area';
import { fetchOrgDashboard } from './features/dashboard/orgDashboardApi';
import { OrgDashboardView } from './features/dashboard/OrgDashboardView';
import { parseDashboardPath } from './features/dashboard/sections';
import { CreateOrgPage } from './features/orgs/CreateOrgPage';
import { InvitePage } from './features/invites/InvitePage';
import { SelectOrgPage } from './features/selectOrg/SelectOrgPage';
import { NotificationPreferencesSection } from './features/notificationPreferences/NotificationPreferencesSection';
import {
  parseAdminsPath,
  parseNotificationPreferencesPath,
  parseOrgRoute,
  type OrgRoute,
} from './features/shared/orgRoutes';
import { TeamPage } from './features/team/TeamPage';
import { ChooseTypePage } from './features/posting/ChooseTypePage';
import { ListingEditorPage, type EditorData } from './features/posting/ListingEditorPage';
import { ListingsPage } from './features/posting/ListingsPage';
import { editorDataKey, parsePostingPath, type PostingRoute } from './features/posting/postingRoutes';
import { RepostPage } from './features/posting/RepostPage';
import { loadApplicationPage, loadListingPage } from './features/applicants/applicantsApi';
import { ApplicationPage } from './features/applicants/ApplicationPage';
import { ListingPage } from './features/applicants/ListingPage';
import {
  parseApplicantFilters,
  parseApplicationPath,
  parseListingPagePath,
} from './features/applicants/applicantRoutes';
import { FairHomePage, FairPage } from './features/gradFairs/FairAreaPages';
import { GradFairInvitePage } from './features/gradFairs/GradFairInvitePage';
import { GradFairsPage } from './features/gradFairs/GradFairsPage';
import {
  parseFairAreaPath,
  parseGradFairInvitePath,
  parseGradFairsPath,
} from './features/gradFairs/gradFairRoutes';
import { DonatePage } from './features/donations/DonatePage';
import { parseDonatePath, parseReceiptPath } from './features/donations/donationRoutes';
import { ReceiptPage } from './features/donations/ReceiptPage';
import { CandidatePage } from './features/recommendations/CandidatePage';
import { CandidatesPage } from './features/recommendations/CandidatesPage';
import { RateLinkPage } from './features/recommendations/RateLinkPage';
import { BillingAddressPage } from './features/checkout/BillingAddressPage';
import { BuyCreditsPage } from './features/checkout/BuyCreditsPage';
import { CartPage } from './features/checkout/CartPage';
import {
  loadAddressStep,
  loadBuyCredits,
  loadCart,
  loadPayStep,
  loadSummary,
} from './features/checkout/checkoutApi';
import {
  billingAddressStep,
  cartPagePath,
  checkoutRoute,
  packPath,
  parseCheckoutPath,
  payStep,
  summaryStep,
} from './features/checkout/checkoutRoutes';
import { PayPage } from './features/checkout/PayPage';
import { PaymentSummaryPage } from './features/checkout/PaymentSummaryPage';
import {
  parseCandidatePath,
  parseCandidatesPath,
  parseRateLinkPath,
} from './features/recommendations/recommendationRoutes';

import {
  parseBillingRecordPath,
  parsePrintableInvoicePath,
  type BillingRecordRoute,
} from './features/billingRecords/billingRecordsRoutes';
import {
  loadCredits,
  loadInvoice,
  loadInvoiceAddress,
  loadInvoices,
  loadPayment,
  loadPayments,
  loadPrintableInvoice,
} from './features/billingRecords/billingRecordsApi';
import { CreditsPage } from './features/billingRecords/CreditsPage';
import { InvoiceBillingAddressPage } from './features/billingRecords/InvoiceBillingAddressPage';
import { InvoicePage } from './features/billingRecords/InvoicePage';
import { InvoicesPage } from './features/billingRecords/InvoicesPage';
import { PaymentPage } from './features/billingRecords/PaymentPage';
import { PaymentsPage } from './features/billingRecords/PaymentsPage';
import { PrintableInvoicePage } from './features/billingRecords/PrintableInvoicePage';

export { ORG_DASHBOARD_AREA };

/** `params` when the URL is that kind of organisation page. */
function routeOf<K extends OrgRoute['kind']>(kind: K) {
  return (url: URL) => {
    const route = parseOrgRoute(url.pathname);
    return route?.kind === kind ? (route as Extract<OrgRoute, { kind: K }>) : null;
  };
}

/** `params` when the URL is that kind of posting page. */
function postingRouteOf<K extends PostingRoute['kind']>(kind: K) {
  return (url: URL) => {
    const route = parsePostingPath(url);
    return route?.kind === kind ? (route as Extract<PostingRoute, { kind: K }>) : null;
  };
}

/** `params` when the URL is that kind of billing record page. */
function billingRouteOf<K extends BillingRecordRoute['kind']>(kind: K) {
  return (url: URL) => {
    const route = parseBillingRecordPath(url.pathname);
    return route?.kind === kind ? (route as Extract<BillingRecordRoute, { kind: K }>) : null;
  };
}

/**
 * /admin/{orgId}[/section…]: one organisation loaded once for all its sections (its team page loads the
 * team beside it, its notification preferences the admin's preferences); and the organisation pages
 * outside it: create, choose, an invitation.
 */
export const orgDashboardPages = definePages({ area: ORG_DASHBOARD_AREA, ns: 'orgDashboard' }, (page) => [
  page({
    id: 'create',
    match: routeOf('create'),
    View: CreateOrgPage,
    meta: ({ t }) => ({ title: t('create.title') }),
  }),
  page({
    id: 'select-org',
    match: routeOf('select'),
    dataKey: () => 'mine',
    load: async ({ http, signal }) =>
      (await http.call(routes.myOrganizations, {}, { signal })).data.organizations,
    View: SelectOrgPage,
    meta: ({ t }) => ({ title: t('selectOrg.title') }),
  }),
  page({
    id: 'invite',
    match: routeOf('invite'),
    load: async ({ http, params, signal }) =>
      (await http.call(routes.invite, { params: { inviteId: params.inviteId } }, { signal })).data.invite,
    View: InvitePage,
    meta: ({ t, data }) => ({ title: data ? t('invite.heading', { org: data.orgName }) : t('invite.title') }),
  }),
  // Donations (docs/product/billing.md#donations): public, signed in or not.
  page({
    id: 'donate',
    match: (url) => parseDonatePath(url.pathname),
    View: DonatePage,
    meta: ({ t }) => ({ title: t('donations.title'), description: t('donations.intro') }),
  }),
  page({
    id: 'donation-receipt',
    match: (url) => parseReceiptPath(url.pathname),
    dataKey: ({ donationId }) => donationId,
    load: async ({ http, params, signal }) =>
      (await http.call(routes.donation, { params }, { signal })).donation,
    View: ReceiptPage,
    // The receipt is the donor's: reachable by its link, never listed by search engines.
    meta: ({ t, data }) => ({
      title: data?.receiptNumber
        ? `${t('donations.receipt.title')} ${data.receiptNumber}`
        : t('donations.receipt.title'),
      noindex: true,
    }),
  }),
  page({
    id: 'admins',
    match: (url) => parseAdminsPath(url.pathname),
    dataKey: ({ orgId }) => orgId,
    load: async ({ http, params, signal }) => {
      const [overview, team] = await Promise.all([
        fetchOrgDashboard(http, params.orgId, signal),
        http.call(routes.orgTeam, { params: { orgId: params.orgId } }, { signal }),
      ]);
      return { overview, team: team.data };
    },
    View: TeamPage,
    meta: ({ data, t }) =>
      data ? { title: `${t('sections.admins.title')} – ${data.overview.org.name}` } : {},
  }),
  // Graduate fairs (docs/product/grad-fairs.md): an organisation's, one of its invitations, the fair area.
  page({
    id: 'grad-fairs',
    match: (url) => parseGradFairsPath(url.pathname),
    dataKey: ({ orgId }) => orgId,
    load: async ({ http, params, lang, signal }) => {
      const [overview, fairs] = await Promise.all([
        fetchOrgDashboard(http, params.orgId, signal),
        http.call(routes.orgGradFairs, { params: { orgId: params.orgId }, query: { lang } }, { signal }),
      ]);
      return { overview, fairs: fairs.data };
    },
    View: GradFairsPage,
    meta: ({ data, t }) =>
      data ? { title: `${t('sections.grad-fairs.title')} – ${data.overview.org.name}` } : {},
  }),
  page({
    id: 'grad-fair-invite',
    match: (url) => parseGradFairInvitePath(url.pathname),
    dataKey: ({ orgId, inviteId }) => `${orgId}/${inviteId}`,
    load: async ({ http, params, lang, signal }) => {
      const [overview, invite] = await Promise.all([
        fetchOrgDashboard(http, params.orgId, signal),
        http.call(routes.orgGradFairInvite, { params, query: { lang } }, { signal }),
      ]);
      return { overview, invite: invite.data.invite };
    },
    View: GradFairInvitePage,
    meta: ({ data, t }) =>
      data ? { title: t('gradFairs.invite.heading', { fair: data.invite.fair.name }) } : {},
  }),
  page({
    id: 'fair-home',
    match: (url) => {
      const route = parseFairAreaPath(url.pathname);
      return route?.kind === 'home' ? route : null;
    },
    dataKey: () => 'upcoming',
    load: async ({ http, lang, signal }) =>
      (await http.call(routes.gradFairs, { query: { lang } }, { signal })).data.fairs,
    View: FairHomePage,
    meta: ({ t }) => ({ title: t('gradFairs.area.title'), description: t('gradFairs.area.intro') }),
  }),
  page({
    id: 'fair',
    match: (url) => {
      const route = parseFairAreaPath(url.pathname);
      return route?.kind === 'fair' ? route : null;
    },
    dataKey: ({ fairId }) => fairId,
    load: async ({ http, params, lang, signal }) =>
      (await http.call(routes.gradFair, { params: { fairId: params.fairId }, query: { lang } }, { signal }))
        .data.fair,
    View: FairPage,
    meta: ({ data }) => (data ? { title: data.name, description: data.description } : {}),
  }),
  page({
    id: 'notification-preferences',
    match: (url) => parseNotificationPreferencesPath(url.pathname),
    dataKey: ({ orgId }) => orgId,
    load: async ({ http, params, signal }) => {
      const [overview, preferences] = await Promise.all([
        fetchOrgDashboard(http, params.orgId, signal),
        http.call(routes.orgNotificationPreferences, { params: { orgId: params.orgId } }, { signal }),
      ]);
      return { overview, preferences: preferences.data };
    },
    View: NotificationPreferencesSection,
    meta: ({ data, t }) =>
      data ? { title: `${t('sections.notification-preferences.title')} – ${data.overview.org.name}` } : {},
  }),
  // A listing's overview and applicants tabs, and one application (docs/product/organisations.md#applicants):
  // before the dashboard's sections, which would otherwise take these paths.
  page({
    id: 'listing',
    match: (url) => parseListingPagePath(url.pathname),
    load: ({ http, params, url, signal }) =>
      loadListingPage(http, params, parseApplicantFilters(url.searchParams), signal),
    View: ListingPage,
    meta: ({ data, params, t }) =>
      data
        ? {
            title: `${data.listing.title} – ${t(`applicants.tabs.${params.tab}`)} – ${data.overview.org.name}`,
          }
        : {},
  }),
  // Posting (docs/product/organisations.md#posting-a-listing): the type choice, the listings table, the one
  // editor of the create and edit pages, and repost.
  page({
    id: 'post-a-listing',
    match: postingRouteOf('choose'),
    dataKey: ({ orgId }) => orgId,
    load: ({ http, params, signal }) => fetchOrgDashboard(http, params.orgId, signal),
    View: ChooseTypePage,
    meta: ({ data, t }) => (data ? { title: `${t('posting.choose.title')} – ${data.org.name}` } : {}),
  }),
  page({
    id: 'listings',
    match: postingRouteOf('listings'),
    dataKey: ({ orgId }) => orgId,
    load: async ({ http, params, signal }) => {
      const [overview, listings] = await Promise.all([
        fetchOrgDashboard(http, params.orgId, signal),
        http.call(routes.orgListings, { params: { orgId: params.orgId } }, { signal }),
      ]);
      return { overview, listings: listings.data };
    },
    View: ListingsPage,
    meta: ({ data, t }) => (data ? { title: `${t('posting.list.title')} – ${data.overview.org.name}` } : {}),
  }),
  page({
    id: 'listing-editor',
    match: postingRouteOf('editor'),
    // One key per listing (ListingEditorPage hands a new draft's data over under its edit page's key).
    dataKey: (params) => editorDataKey(params),
    load: async ({ http, params, signal }): Promise<EditorData> => {
      const [overview, listing] = await Promise.all([
        fetchOrgDashboard(http, params.orgId, signal),
        params.listingId === null
          ? null
          : http.call(
              routes.orgListing,
              { params: { orgId: params.orgId, listingId: params.listingId } },
              { signal },
            ),
      ]);
      // A listing is edited under its own type's address; another's is not found there.
      if (listing && listing.data.listingType !== params.listingType)
        throw new HttpError(404, '', { message: 'Not found', errors: {} });
      return { overview, listing: listing?.data ?? null };
    },
    View: ListingEditorPage,
    meta: ({ data, params, t }) =>
      data
        ? {
            title: `${data.listing ? t('posting.form.editTitle', { title: data.listing.title }) : t(`posting.form.createTitle.${params.listingType}`)} – ${data.overview.org.name}`,
          }
        : {},
  }),
  page({
    id: 'listing-repost',
    match: postingRouteOf('repost'),
    dataKey: ({ orgId, listingId }) => `${orgId}/${listingId}`,
    load: ({ http, params, signal }) => fetchOrgDashboard(http, params.orgId, signal),
    View: RepostPage,
    meta: ({ data, t }) => (data ? { title: `${t('posting.repost.title')} – ${data.org.name}` } : {}),
  }),
  page({
    id: 'application',
    match: (url) => parseApplicationPath(url.pathname),
    dataKey: ({ orgId, applicationId }) => `${orgId}/${applicationId}`,
    load: ({ http, params, signal }) => loadApplicationPage(http, params, signal),
    View: ApplicationPage,
    meta: ({ data, t }) =>
      data
        ? {
            title: `${t('applicants.application.title', { name: data.application.applicant.name })} – ${data.overview.org.name}`,
          }
        : {},
  }),
  // Recommended candidates of a job or internship (docs/product/organisations.md#recommended-candidates),
  // before the dashboard's sections, which would read …/jobs/… as one of theirs.
  page({
    id: 'recommended-candidates',
    match: (url) => parseCandidatesPath(url.pathname),
    dataKey: ({ orgId, listingId }) => `${orgId}/${listingId}`,
    load: async ({ http, params, signal }) => {
      const ids = { orgId: params.orgId, listingId: params.listingId };
      const [overview, recommendations] = await Promise.all([
        fetchOrgDashboard(http, params.orgId, signal),
        http.call(routes.recommendedCandidates, { params: ids }, { signal }),
      ]);
      return { overview, recommendations: recommendations.data };
    },
    View: CandidatesPage,
    meta: ({ data, t }) =>
      data
        ? {
            title: `${t('recommendations.heading', { listing: data.recommendations.listing.title })} – ${data.overview.org.name}`,
          }
        : {},
  }),
  page({
    id: 'recommended-candidate',
    match: (url) => parseCandidatePath(url.pathname),
    dataKey: ({ orgId, listingId, applicantId }) => `${orgId}/${listingId}/${applicantId}`,
    load: async ({ http, params, signal }) => {
      const ids = { orgId: params.orgId, listingId: params.listingId, applicantId: params.applicantId };
      const [overview, recommendation] = await Promise.all([
        fetchOrgDashboard(http, params.orgId, signal),
        http.call(routes.recommendedCandidate, { params: ids }, { signal }),
      ]);
      return { overview, recommendation: recommendation.data };
    },
    View: CandidatePage,
    meta: ({ data, t }) =>
      data
        ? {
            title: `${data.recommendation.candidate.name} – ${t('recommendations.title')} – ${data.overview.org.name}`,
          }
        : {},
  }),
  page({
    id: 'rate-recommended-candidate',
    match: (url) => parseRateLinkPath(url.pathname),
    dataKey: ({ applicantId, rating }) => `${applicantId}/${rating}`,
    View: RateLinkPage,
    meta: ({ t }) => ({ title: t('recommendations.rateLink.title') }),
  }),
  // Billing records (docs/product/billing.md: credits, invoices, payments) and the printable invoice
  // outside the dashboard; the cart, checkout and buying credits are the checkout feature's.
  page({
    id: 'credits',
    match: billingRouteOf('credits'),
    dataKey: ({ orgId }) => orgId,
    load: ({ http, params, signal }) => loadCredits(http, params.orgId, signal),
    View: CreditsPage,
    meta: ({ data, t }) =>
      data ? { title: `${t('sections.credits.title')} – ${data.overview.org.name}` } : {},
  }),
  page({
    id: 'invoices',
    match: billingRouteOf('invoices'),
    dataKey: ({ orgId }) => orgId,
    load: ({ http, params, signal }) => loadInvoices(http, params.orgId, signal),
    View: InvoicesPage,
    meta: ({ data, t }) =>
      data ? { title: `${t('sections.invoices.title')} – ${data.overview.org.name}` } : {},
  }),
  page({
    id: 'invoice',
    match: billingRouteOf('invoice'),
    dataKey: ({ orgId, invoiceId }) => `${orgId}/${invoiceId}`,
    load: ({ http, params, signal }) => loadInvoice(http, params, signal),
    View: InvoicePage,
    meta: ({ data, t }) =>
      data
        ? {
            title: `${data.invoice.number ? t('billingRecords.invoice.title', { number: data.invoice.number }) : t('billingRecords.invoice.proFormaTitle')} – ${data.overview.org.name}`,
          }
        : {},
  }),
  page({
    id: 'invoice-billing-address',
    match: billingRouteOf('invoice-billing-address'),
    dataKey: ({ orgId, invoiceId }) => `${orgId}/${invoiceId}`,
    load: ({ http, params, signal }) => loadInvoiceAddress(http, params, signal),
    View: InvoiceBillingAddressPage,
    meta: ({ data, t }) =>
      data ? { title: `${t('billingRecords.billingAddress.title')} – ${data.overview.org.name}` } : {},
  }),
  page({
    id: 'payments',
    match: billingRouteOf('payments'),
    dataKey: ({ orgId }) => orgId,
    load: ({ http, params, signal }) => loadPayments(http, params.orgId, signal),
    View: PaymentsPage,
    meta: ({ data, t }) =>
      data ? { title: `${t('sections.payments.title')} – ${data.overview.org.name}` } : {},
  }),
  page({
    id: 'payment',
    match: billingRouteOf('payment'),
    dataKey: ({ orgId, paymentId }) => `${orgId}/${paymentId}`,
    load: ({ http, params, signal }) => loadPayment(http, params, signal),
    View: PaymentPage,
    meta: ({ data, t }) =>
      data
        ? {
            title: `${t('billingRecords.payment.documentTitle', { id: data.payment.id })} – ${data.overview.org.name}`,
          }
        : {},
  }),
  page({
    id: 'printable-invoice',
    match: (url) => parsePrintableInvoicePath(url.pathname),
    dataKey: ({ invoiceId }) => invoiceId,
    load: ({ http, params, signal }) => loadPrintableInvoice(http, params.invoiceId, signal),
    View: PrintableInvoicePage,
    meta: ({ data, t }) =>
      data
        ? {
            title: `${data.invoice.number ? t('billingRecords.invoice.title', { number: data.invoice.number }) : t('billingRecords.invoice.proFormaTitle')} – ${data.org.name}`,
          }
        : {},
  }),
  // Cart and checkout (docs/product/billing.md#cart-and-checkout), before the dashboard's sections, which
  // would otherwise describe these paths.
  page({
    id: 'cart',
    match: (url) => checkoutRoute(url, 'cart'),
    dataKey: ({ orgId }) => orgId,
    load: ({ http, params, signal }) => loadCart({ http, signal }, params.orgId),
    View: CartPage,
    meta: ({ data, t }) => (data ? { title: `${t('checkout.cart.title')} – ${data.overview.org.name}` } : {}),
  }),
  page({
    id: 'billing-address',
    match: billingAddressStep,
    dataKey: ({ orgId, invoiceId }) => `${orgId}/${invoiceId}`,
    load: ({ http, params, signal }) => loadAddressStep({ http, signal }, params.orgId, params.invoiceId),
    View: BillingAddressPage,
    meta: ({ data, t }) =>
      data ? { title: `${t('checkout.address.title')} – ${data.overview.org.name}` } : {},
  }),
  page({
    id: 'pay',
    match: payStep,
    dataKey: ({ orgId, invoiceId }) => `${orgId}/${invoiceId}`,
    load: ({ http, params, signal }) => loadPayStep({ http, signal }, params.orgId, params.invoiceId),
    View: PayPage,
    meta: ({ data, t }) => (data ? { title: `${t('checkout.pay.title')} – ${data.overview.org.name}` } : {}),
  }),
  page({
    id: 'payment-summary',
    match: summaryStep,
    dataKey: ({ orgId, paymentId }) => `${orgId}/${paymentId}`,
    load: ({ http, params, signal }) => loadSummary({ http, signal }, params.orgId, params.paymentId),
    View: PaymentSummaryPage,
    meta: ({ data, t }) =>
      data ? { title: `${t('checkout.summaryPage.title')} – ${data.overview.org.name}` } : {},
  }),
  // The spec's /org reading: a checkout step without its invoiceId (or billingAddressId, or paymentId)
  // leads back to the cart (a pack's, to its page).
  page({
    id: 'checkout-incomplete',
    match: (url) => {
      const route = parseCheckoutPath(url);
      return route && (route.kind === 'billing-address' || route.kind === 'pay' || route.kind === 'summary')
        ? route
        : null;
    },
    redirect: (route) =>
      route.kind === 'billing-address' && route.pack
        ? packPath(route.orgId, route.pack)
        : cartPagePath(route.orgId),
  }),
  page({
    id: 'buy-credits',
    match: (url) => checkoutRoute(url, 'buy-credits'),
    dataKey: ({ orgId }) => orgId,
    load: ({ http, params, signal }) => loadBuyCredits({ http, signal }, params.orgId),
    View: BuyCreditsPage,
    meta: ({ data, t }) => (data ? { title: `${t('checkout.buy.title')} – ${data.overview.org.name}` } : {}),
  }),
  page({
    id: 'dashboard',
    match: (url) => {
      const location = parseDashboardPath(url.pathname);
      // The notification preferences are a page of their own (above): a longer path is none of ours.
      if (location?.section === 'notification-preferences') return null;
      return location && isRecordId(location.orgId) ? location : null;
    },
    dataKey: ({ orgId }) => orgId,
    load: ({ http, params, signal }) => fetchOrgDashboard(http, params.orgId, signal),
    View: OrgDashboardView,
    meta: ({ data, params, t }) => {
      if (!data) return {};
      const name = data.org.name;
      return {
        title: params.section
          ? `${t(`sections.${params.section}.title`)} – ${name}`
          : t('documentTitle', { name }),
      };
    },
  }),
]);
