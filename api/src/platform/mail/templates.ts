// The product's mails. A template names its strings (locales/<lang>.ts, under the same key) and the shell
// page its action links to; a module adds a mail by adding an entry here and its strings in en, es, pt.

interface Template<Data> {
  /** The shell page the mail's button opens, as a path under PUBLIC_URL. */
  actionPath: (data: Data) => string;
  /** The recipient's first name, for the greeting. */
  name: (data: Data) => string | null;
  /** Values the template's strings interpolate ({{count}}, {{search}}), besides the name. */
  vars?: (data: Data) => Record<string, string | number>;
  /** A list of links shown after the intro (an alert's listings), each under PUBLIC_URL. */
  items?: (data: Data) => readonly MailItem[];
  /** The page that unsubscribes from this kind of mail, linked in the footer (under PUBLIC_URL). */
  unsubscribePath?: (data: Data) => string;
}

/** One linked line of a mail's list: a title, the page it opens, and a detail line (organisation, place). */
export interface MailItem {
  title: string;
  path: string;
  detail: string | null;
}

const template = <Data>(t: Template<Data>) => t;

/**
 * Applications (modules/applications): the organisation's admins are told, the applicant gets a receipt.
 * `kind` picks each string's variant (i18next context: `subject_INTEREST`).
 */
export interface ApplicationReceivedMail {
  firstName: string | null;
  kind: 'APPLICATION' | 'INTEREST' | 'ATTENDANCE';
  orgId: number;
  orgName: string;
  listingTitle: string;
  applicantName: string;
  applicantEmail: string;
  /** Jobs and internships: the cover letter, the answers and the résumé's address (under PUBLIC_URL). */
  coverLetter: string | null;
  answers: readonly { prompt: string; answer: string }[];
  resumePath: string | null;
  resumeName: string | null;
  /** The signed page that stops these notices for this organisation (modules/unsubscribe). */
  unsubscribePath: string;
}
export interface ApplicationConfirmationMail {
  firstName: string | null;
  kind: 'APPLICATION' | 'INTEREST' | 'ATTENDANCE';
  orgName: string;
  listingTitle: string;
  listingPath: string;
  /** The signed page that stops these receipts (modules/unsubscribe). */
  unsubscribePath: string;
}

/** Account mails carry a single-use token for the shell page that POSTs it back to the api. */
interface TokenMail {
  firstName: string | null;
  token: string;
}

/**
 * Told to the old address when the sign-in address changes: where to (masked), when (already formatted
 * in the recipient's language) and a single-use link that undoes it.
 */
export interface EmailChangedMail extends TokenMail {
  maskedEmail: string;
  changedAt: string;
}

/** A saved search's alert: its new listings, a link to all its results, and its unsubscribe page. */
interface SavedSearchAlertMail {
  firstName: string | null;
  savedSearchId: number;
  searchName: string;
  listings: readonly MailItem[];
  unsubscribePath: string;
}

/**
 * Organisations (modules/orgs): an invite to administer one, to an address no account uses yet (in the
 * organisation's language: the recipient's likely one), and a request to administer one, to its admins.
 */
export interface OrgInviteMail {
  inviteId: string;
  orgName: string;
  /** Who invited them: a name, or the address when the admin gave none. */
  inviterName: string;
  /** When the link stops working, already formatted in the mail's language. */
  expiresOn: string;
}
export interface AdminRequestedMail {
  firstName: string | null;
  orgId: number;
  orgName: string;
  requesterName: string;
  requesterEmail: string;
  /** The signed page that stops the team's mails of this organisation (its notification preferences). */
  unsubscribePath: string;
}

/**
 * The mails an organisation sends its admins (docs/product/organisations.md#notification-preferences),
 * each with the signed page that turns its kind off for that organisation. The team's changes, told to
 * the admins other than the one who made the change (`change` picks each string's variant).
 */
export interface TeamChangedMail {
  firstName: string | null;
  orgId: number;
  orgName: string;
  change: 'ADMIN_ADDED' | 'OWNER_ADDED' | 'ADMIN_REMOVED' | 'ADMIN_LEFT' | 'INVITE_SENT' | 'INVITE_ACCEPTED';
  /** Who made the change, by name (or address). */
  actorName: string;
  /** Whom it concerns: the admin's name (or address), the invited address. */
  subjectName: string;
  /** How many days an invite works (INVITE_SENT). */
  inviteDays: number;
  unsubscribePath: string;
}

/** The day's new applications of one organisation (at most DIGEST_ITEMS_MAX listed, `count` in all). */
export interface ApplicationsDigestMail {
  firstName: string | null;
  orgId: number;
  orgName: string;
  count: number;
  /** Each application: applicant and listing, when it came (formatted in the mail's language), its page. */
  applications: readonly MailItem[];
  unsubscribePath: string;
}
/**
 * The answer to a request to administer an organisation, to the person who asked, in their language:
 * approved, the button opens the organisation's dashboard; rejected, its public profile (`profilePath`).
 */
export interface AdminRequestAnsweredMail {
  firstName: string | null;
  approved: boolean;
  orgId: number;
  orgName: string;
  /** The organisation's public profile in the recipient's language. */
  profilePath: string;
}

/**
 * Graduate fairs (modules/fairs): an invitation for an organisation to take part in a fair, to each of its
 * admins in their language; the fair's name, date and city already in that language.
 */
export interface GradFairInviteMail {
  firstName: string | null;
  orgId: number;
  orgName: string;
  inviteId: number;
  fairName: string;
  /** When the fair begins, formatted in the mail's language and the fair's time zone. */
  startsOn: string;
  city: string;
}

/**
 * An application rejected by the organisation's admins (modules/applications, bulk reject): a courteous
 * word to the applicant in their language; `kind` picks each string's variant.
 */
export interface ApplicationRejectedMail {
  firstName: string | null;
  kind: 'APPLICATION' | 'INTEREST' | 'ATTENDANCE';
  orgName: string;
  listingTitle: string;
}

/**
 * Recommended candidates (modules/recommendations): a job or internship went live; its organisation's admins
 * get the best matches, each a line with its reasons and two lines that rate it (good fit / not a fit),
 * already worded in the admin's language.
 */
export interface RecommendedCandidatesMail {
  firstName: string | null;
  orgId: number;
  listingId: number;
  listingType: 'JOB' | 'INTERNSHIP';
  listingTitle: string;
  count: number;
  candidates: readonly MailItem[];
  unsubscribePath: string;
}

/**
 * A donation's receipt (modules/donations), to the donor in the language of the page they gave from: the
 * amount and date already formatted in that language, the receipt's number, and the receipt's page (its
 * PDF is attached too).
 */
export interface DonationReceiptMail {
  firstName: string | null;
  donationId: string;
  receiptNumber: string;
  amount: string;
  date: string;
}

export const MAIL_TEMPLATES = {
  applicationReceived: template<ApplicationReceivedMail>({
    actionPath: ({ orgId }) => `/admin/${orgId}`,
    name: ({ firstName }) => firstName,
    vars: (d) => ({
      context: d.kind,
      listing: d.listingTitle,
      applicant: d.applicantName,
      email: d.applicantEmail,
      org: d.orgName,
      coverLetter: d.coverLetter ?? '',
    }),
    // The résumé and the answers to the listing's questions, each linked to where the admin reads them.
    items: (d) => [
      ...(d.resumePath && d.resumeName ? [{ title: d.resumeName, path: d.resumePath, detail: null }] : []),
      ...d.answers.map((a) => ({ title: a.prompt, path: `/admin/${d.orgId}`, detail: a.answer || '—' })),
    ],
    unsubscribePath: ({ unsubscribePath }) => unsubscribePath,
  }),
  applicationConfirmation: template<ApplicationConfirmationMail>({
    actionPath: ({ listingPath }) => listingPath,
    name: ({ firstName }) => firstName,
    vars: (d) => ({ context: d.kind, listing: d.listingTitle, org: d.orgName }),
    unsubscribePath: ({ unsubscribePath }) => unsubscribePath,
  }),
  verifyEmail: template<TokenMail>({
    actionPath: ({ token }) => `/verify-email/${encodeURIComponent(token)}`,
    name: ({ firstName }) => firstName,
  }),
  emailChanged: template<EmailChangedMail>({
    actionPath: ({ token }) => `/undo-email-change/${encodeURIComponent(token)}`,
    name: ({ firstName }) => firstName,
    vars: ({ maskedEmail, changedAt }) => ({ email: maskedEmail, date: changedAt }),
  }),
  resetPassword: template<TokenMail>({
    actionPath: ({ token }) => `/reset-password/${encodeURIComponent(token)}`,
    name: ({ firstName }) => firstName,
  }),
  orgInvite: template<OrgInviteMail>({
    actionPath: ({ inviteId }) => `/user-invites/${encodeURIComponent(inviteId)}`,
    name: () => null,
    vars: (d) => ({ org: d.orgName, inviter: d.inviterName, date: d.expiresOn }),
  }),
  adminRequested: template<AdminRequestedMail>({
    actionPath: ({ orgId }) => `/admin/${orgId}/admins`,
    name: ({ firstName }) => firstName,
    vars: (d) => ({ org: d.orgName, requester: d.requesterName, email: d.requesterEmail }),
    unsubscribePath: ({ unsubscribePath }) => unsubscribePath,
  }),
  teamChanged: template<TeamChangedMail>({
    actionPath: ({ orgId }) => `/admin/${orgId}/admins`,
    name: ({ firstName }) => firstName,
    vars: (d) => ({
      context: d.change,
      org: d.orgName,
      actor: d.actorName,
      subject: d.subjectName,
      days: d.inviteDays,
    }),
    unsubscribePath: ({ unsubscribePath }) => unsubscribePath,
  }),
  applicationsDigest: template<ApplicationsDigestMail>({
    actionPath: ({ orgId }) => `/admin/${orgId}`,
    name: ({ firstName }) => firstName,
    vars: (d) => ({
      org: d.orgName,
      count: d.count,
      listed: d.applications.length,
      ...(d.applications.length < d.count ? { context: 'TRUNCATED' } : {}),
    }),
    items: ({ applications }) => applications,
    unsubscribePath: ({ unsubscribePath }) => unsubscribePath,
  }),
  adminRequestAnswered: template<AdminRequestAnsweredMail>({
    actionPath: (d) => (d.approved ? `/admin/${d.orgId}` : d.profilePath),
    name: ({ firstName }) => firstName,
    // Approved: the base strings; rejected: their `_REJECTED` variants (i18next context).
    vars: (d) => ({ org: d.orgName, ...(d.approved ? {} : { context: 'REJECTED' }) }),
  }),
  applicationRejected: template<ApplicationRejectedMail>({
    actionPath: () => '/dashboard/application-history',
    name: ({ firstName }) => firstName,
    vars: (d) => ({ context: d.kind, listing: d.listingTitle, org: d.orgName }),
  }),
  recommendedCandidates: template<RecommendedCandidatesMail>({
    actionPath: (d) =>
      `/admin/${d.orgId}/${d.listingType === 'JOB' ? 'jobs' : 'internships'}/${d.listingId}/recommended-candidates`,
    name: ({ firstName }) => firstName,
    vars: (d) => ({ listing: d.listingTitle, count: d.count }),
    items: ({ candidates }) => candidates,
    unsubscribePath: ({ unsubscribePath }) => unsubscribePath,
  }),
  gradFairInvite: template<GradFairInviteMail>({
    actionPath: ({ orgId, inviteId }) => `/admin/${orgId}/grad-fairs/invites/${inviteId}`,
    name: ({ firstName }) => firstName,
    vars: (d) => ({ org: d.orgName, fair: d.fairName, date: d.startsOn, city: d.city }),
  }),
  donationReceipt: template<DonationReceiptMail>({
    actionPath: ({ donationId }) => `/donation-receipts/${encodeURIComponent(donationId)}`,
    name: ({ firstName }) => firstName,
    vars: (d) => ({ amount: d.amount, number: d.receiptNumber, date: d.date }),
  }),
  savedSearchAlert: template<SavedSearchAlertMail>({
    actionPath: ({ savedSearchId }) => `/saved-searches/${savedSearchId}`,
    name: ({ firstName }) => firstName,
    vars: ({ searchName, listings }) => ({ search: searchName, count: listings.length }),
    items: ({ listings }) => listings,
    unsubscribePath: ({ unsubscribePath }) => unsubscribePath,
  }),
};

export type TemplateName = keyof typeof MAIL_TEMPLATES;
/** The data a template needs, e.g. `TemplateData<'verifyEmail'>`. */
export type TemplateData<T extends TemplateName> = Parameters<(typeof MAIL_TEMPLATES)[T]['actionPath']>[0];
