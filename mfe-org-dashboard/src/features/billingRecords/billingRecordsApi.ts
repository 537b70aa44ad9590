import type {
  BillingAddress,
  CreditsAnswer,
  Invoice,
  OrgDashboardOverview,
  OrgInvoiceAnswer,
  Payment,
} from '@opengood/contracts';
import { routes } from '@opengood/contracts/routes';
import type { HttpClient } from '@opengood/platform';
import { fetchOrgDashboard } from '../dashboard/orgDashboardApi';

// The billing records pages' loaders: each loads the organisation (the dashboard's frame) beside its own
// records, so the page appears whole; plain functions, runnable on a server too.

type Signal = AbortSignal | undefined;

export interface InvoicesData {
  overview: OrgDashboardOverview;
  invoices: Invoice[];
}
export async function loadInvoices(http: HttpClient, orgId: string, signal: Signal): Promise<InvoicesData> {
  const [overview, answer] = await Promise.all([
    fetchOrgDashboard(http, orgId, signal),
    http.call(routes.orgInvoices, { params: { orgId } }, { signal }),
  ]);
  return { overview, invoices: answer.invoices };
}

export interface InvoiceData {
  overview: OrgDashboardOverview;
  invoice: Invoice;
}
export async function loadInvoice(
  http: HttpClient,
  params: { orgId: string; invoiceId: string },
  signal: Signal,
): Promise<InvoiceData> {
  const [overview, answer] = await Promise.all([
    fetchOrgDashboard(http, params.orgId, signal),
    http.call(routes.orgInvoice, { params }, { signal }),
  ]);
  return { overview, invoice: answer.invoice };
}

export interface InvoiceAddressData extends InvoiceData {
  addresses: BillingAddress[];
}
export async function loadInvoiceAddress(
  http: HttpClient,
  params: { orgId: string; invoiceId: string },
  signal: Signal,
): Promise<InvoiceAddressData> {
  const [data, addresses] = await Promise.all([
    loadInvoice(http, params, signal),
    http.call(routes.billingAddresses, { params: { orgId: params.orgId } }, { signal }),
  ]);
  return { ...data, addresses: addresses.billingAddresses };
}

export interface PaymentsData {
  overview: OrgDashboardOverview;
  payments: Payment[];
}
export async function loadPayments(http: HttpClient, orgId: string, signal: Signal): Promise<PaymentsData> {
  const [overview, answer] = await Promise.all([
    fetchOrgDashboard(http, orgId, signal),
    http.call(routes.orgPayments, { params: { orgId } }, { signal }),
  ]);
  return { overview, payments: answer.payments };
}

export interface PaymentData {
  overview: OrgDashboardOverview;
  payment: Payment;
}
export async function loadPayment(
  http: HttpClient,
  params: { orgId: string; paymentId: string },
  signal: Signal,
): Promise<PaymentData> {
  const [overview, answer] = await Promise.all([
    fetchOrgDashboard(http, params.orgId, signal),
    http.call(routes.orgPayment, { params }, { signal }),
  ]);
  return { overview, payment: answer.payment };
}

export interface CreditsData {
  overview: OrgDashboardOverview;
  credits: CreditsAnswer;
}
export async function loadCredits(http: HttpClient, orgId: string, signal: Signal): Promise<CreditsData> {
  const [overview, answer] = await Promise.all([
    fetchOrgDashboard(http, orgId, signal),
    http.call(routes.orgCredits, { params: { orgId } }, { signal }),
  ]);
  return { overview, credits: answer };
}

/** `/invoices/{invoiceId}`: GET /data/invoices/{invoiceId} → { org, invoice } (another org's: 404). */
export async function loadPrintableInvoice(
  http: HttpClient,
  invoiceId: string,
  signal: Signal,
): Promise<OrgInvoiceAnswer> {
  return await http.call(routes.invoice, { params: { invoiceId } }, { signal });
}
