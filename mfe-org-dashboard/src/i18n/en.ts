import { notificationPreferencesStrings } from '../features/notificationPreferences/strings';
import { orgSwitcherStrings } from '../features/orgSwitcher/strings';
import { gradFairsStrings } from '../features/gradFairs/strings';
import { applicantsStrings } from '../features/applicants/strings';
import { recommendationsStrings } from '../features/recommendations/strings';
import { postingStrings } from '../features/posting/strings';
import { donationsStrings } from '../features/donations/strings';
import { billingRecordsStrings } from '../features/billingRecords/strings';
import { billingAddressStrings } from '../features/billingAddress/strings';
import { checkoutStrings } from '../features/checkout/strings';

import { orgProfileStrings } from '../features/orgs/profileStrings';
export const en = {
  eyebrow: 'Organization dashboard',
  documentTitle: '{{name}} dashboard',
  gradFairs: gradFairsStrings.en,
  applicants: applicantsStrings.en,
  recommendations: recommendationsStrings.en,
  posting: postingStrings.en,
  donations: donationsStrings.en,
  billingAddress: billingAddressStrings.en,
  billingRecords: billingRecordsStrings.en,
  checkout: checkoutStrings.en,
  nav: {
    label: 'Dashboard sections',
    overview: 'Overview',
  },
  overview: {
    listingsHeading: 'Your listings',
    postCta: 'Post a new listing',
    recentHeading: 'Recent listings',
    noRecent:
      'Your organization has not posted any listings yet. Post a job, internship, volunteer opportunity or event to reach people who want to do good.',
  },
  listingTypes: { JOB: 'Jobs', INTERNSHIP: 'Internships', VOLOP: 'Volunteer opportunities', EVENT: 'Events' },
  sections: {
    'post-a-listing': {
      title: 'Post a listing',
      description:
        'Publish a new job, internship, volunteer opportunity or event for your organization. You choose the type, write the description and decide when it goes live.',
    },
    listings: {
      title: 'Listings',
      description:
        'Every listing your organization has posted, published or not: preview, edit or repost them, and follow the applications and recommended candidates they receive.',
    },
    edit: {
      title: 'Organization profile',
      description:
        'Preview and edit the public profile people see when they look up your organization: its name, description, website, location and areas of focus.',
    },
    admins: {
      title: 'Admins',
      description:
        'The people who can manage this dashboard. Add admins or owners by email, remove them, and approve or reject requests to join your organization.',
    },
    cart: {
      title: 'Cart and checkout',
      description:
        'Listings and credit packs waiting to be paid for, with your billing address and the payment step.',
    },
    invoices: {
      title: 'Invoices',
      description:
        'The invoices issued to your organization, with their amounts, status and billing address, ready to download or pay.',
    },
    payments: {
      title: 'Payments',
      description: 'A record of the payments your organization has made and what each one covered.',
    },
    credits: {
      title: 'Credits',
      description:
        'Your balance of posting credits and the packs you can buy to post listings at a lower price.',
    },
    integrations: {
      title: 'Integrations',
      description:
        'Connect an applicant tracking system such as Greenhouse or JazzHR so your openings are posted and kept up to date automatically.',
    },
    'api-access': {
      title: 'API access',
      description:
        'Keys and instructions for posting and updating your listings from your own systems through our API.',
    },
    'grad-fairs': {
      title: 'Grad fairs',
      description:
        'Graduate fairs your organization takes part in, and the invitations it has received to join them.',
    },
    'notification-preferences': {
      title: 'Notification preferences',
      description:
        'Choose which emails you get from this organization: new applications, a daily summary of them, billing and team changes.',
    },
  },
  orgSwitcher: orgSwitcherStrings.en,
  cartPill: {
    label: 'Cart',
    open: "Open your organization's cart",
    withCount_zero: 'Cart, empty',
    withCount_one: 'Cart, {{count}} item',
    withCount_other: 'Cart, {{count}} items',
  },
  common: {
    saving: 'Saving…',
    cancel: 'Cancel',
  },
  orgForm: {
    name: 'Organization name',
    orgType: 'Type of organization',
    orgTypePlaceholder: 'Choose a type',
    locale: 'Language your organization writes in',
    localeHint: 'Your profile and listings are shown to people searching in this language.',
    description: 'About your organization',
    descriptionHint: 'What you do, for whom and where. Shown on your public profile.',
    areasOfFocus: 'Areas of focus',
    areasOfFocusHint: 'Choose the causes your organization works on.',
    website: 'Website',
    websiteHint: 'For example https://example.org',
  },
  create: {
    title: 'Create an organization',
    eyebrow: 'Post on OpenGood',
    intro:
      'Tell people who you are. Once your organization exists you can post jobs, internships, volunteer opportunities and events, and invite your team.',
    submit: 'Create organization',
    creating: 'Creating…',
  },
  edit: {
    save: 'Save changes',
    saved: 'Changes saved.',
    previewHeading: 'Preview',
    previewHint: 'How your profile card looks to people searching.',
    previewEmptyName: 'Your organization',
    previewEmptyDescription: 'Your description will appear here.',
  },
  deleteOrg: {
    heading: 'Delete this organization',
    text: 'Deleting is permanent and cannot be undone.',
    start: 'Delete organization…',
    dialogTitle: 'Delete {{name}}?',
    consequences: 'When you delete the organization:',
    listingsClose: 'all of its listings close and leave search;',
    pagesGone: 'its profile and listing pages answer that they are gone (410);',
    adminsLose: 'it leaves every admin’s list of organizations, yours included.',
    typeName: 'Type the organization’s name to confirm',
    confirm: 'Delete for good',
    deleting: 'Deleting…',
    ownersOnly: 'Only an owner of the organization can delete it. The Admins page shows who its owners are.',
  },
  team: {
    adminsCaption: 'Admins',
    name: 'Name',
    email: 'Email',
    role: 'Role',
    actions: 'Actions',
    owner: 'Owner',
    admin: 'Admin',
    you: 'You',
    remove: 'Remove',
    removeLabel: 'Remove {{name}}',
    removeTitle: 'Remove {{name}}?',
    removeText: '{{name}} will no longer be able to manage this organization.',
    removeSelfTitle: 'Remove yourself?',
    removeSelfText:
      'You will lose access to this organization’s dashboard. Another admin would have to add you again.',
    removeConfirm: 'Remove',
    removing: 'Removing…',
    removed: '{{name}} was removed.',
    invitesCaption: 'Open invitations',
    expires: 'Expires',
    expired: 'Expired',
    noInvites: 'No invitations are waiting for an answer.',
    resend: 'Resend',
    resendLabel: 'Resend the invitation to {{email}}',
    resent: 'Invitation sent again to {{email}}.',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the invitation to {{email}}',
    revoked: 'The invitation to {{email}} was revoked.',
    requestsCaption: 'Requests to become an admin',
    requested: 'Requested',
    noRequests: 'Nobody is asking to join.',
    approve: 'Approve',
    approveLabel: 'Approve {{email}}',
    reject: 'Reject',
    rejectLabel: 'Reject {{email}}',
    approved: '{{email}} is now an admin.',
    rejected: 'The request from {{email}} was rejected.',
    addAdminHeading: 'Add an admin by email',
    addAdminHint:
      'If the person has an OpenGood account they become an admin at once; otherwise we email them an invitation.',
    addOwnerHeading: 'Add an owner by email',
    addOwnerHint: 'Owners can add and remove other owners. The person needs an OpenGood account.',
    emailLabel: 'Email address',
    addAdmin: 'Add admin',
    addOwner: 'Add owner',
    added: '{{email}} is now an admin.',
    invited: 'We sent an invitation to {{email}}.',
    ownerAdded: '{{email}} is now an owner.',
  },
  invite: {
    title: 'Invitation',
    heading: 'Join {{org}} on OpenGood',
    text: '{{org}} invited {{email}} to help manage its organization.',
    signedOut: 'Log in or sign up with {{email}} to accept.',
    expires: 'The invitation can be accepted until {{date}}.',
    logIn: 'Log in',
    signUp: 'Sign up',
    accept: 'Accept the invitation',
    accepting: 'Accepting…',
    expired: 'This invitation has expired. Ask an admin of {{org}} to invite you again.',
    used: 'This invitation has already been used.',
    wrongAccount:
      'This invitation is for {{email}}, but you are signed in as {{me}}. Log out and sign in with {{email}} to accept it.',
    unverified: 'Confirm your email address first: we sent you a link when you signed up.',
  },
  selectOrg: {
    title: 'Your organizations',
    intro: 'Choose the organization you want to manage.',
    postIntro: 'Choose the organization you are posting for.',
    none: 'You are not an admin of any organization yet.',
    noneToPost: 'To post a listing, create your organization first: it takes a minute.',
    create: 'Create an organization',
    current: 'Last used',
  },
  staff: {
    heading: 'Staff',
    frozen: 'This organization is frozen: its profile and listings are hidden from the public.',
    published: 'This organization is published.',
    freeze: 'Freeze organization',
    unfreeze: 'Unfreeze organization',
    freezeTitle: 'Freeze {{name}}?',
    freezeText: 'Its profile and listings are hidden from the public until a staff member unfreezes it.',
    unfreezeTitle: 'Unfreeze {{name}}?',
    unfreezeText: 'Its profile and published listings become public again.',
  },
  notificationPreferences: notificationPreferencesStrings.en,
  orgProfile: orgProfileStrings.en,
  errors: {
    generic: 'That did not work. Try again in a moment.',
    ORG_NAME_LENGTH: 'Use between 2 and 120 characters.',
    ORG_TYPE_INVALID: 'Choose the type of organization.',
    ORG_LOCALE_INVALID: 'Choose a language.',
    ORG_DESCRIPTION_TOO_LONG: 'Use at most 5,000 characters.',
    ORG_WEBSITE_INVALID: 'Enter a web address that starts with https:// or http://.',
    ORG_AREAS_INVALID: 'Choose at most 5 areas of focus.',
    ORG_PLACE_INVALID: 'Choose a place from the suggestions.',
    CONFIRM_NAME_MISMATCH: 'Type the organization’s name exactly as it is written.',
    EMAIL_INVALID: 'Enter an email address like name@example.org.',
    CANNOT_REMOVE_OWNER: 'Only an owner can remove another owner.',
    LAST_OWNER: 'The organization’s last owner cannot be removed. Add another owner first.',
    ALREADY_ADMIN: 'You are already an admin of this organization.',
    REQUEST_PENDING: 'Your request is already waiting for an answer.',
    EMAIL_NOT_VERIFIED: 'Confirm your email address first, then try again.',
    INVITE_EMAIL_MISMATCH: 'This invitation is for another email address.',
    INVITE_EXPIRED: 'This invitation has expired.',
    INVITE_ACCEPTED: 'This invitation has already been used.',
    NOT_YOUR_ORG: 'You are not an admin of this organization.',
    RATE_LIMITED: 'Too many attempts. Wait a few minutes, then try again.',
    MISSING_USER: 'Nobody has an OpenGood account with this email address.',
    NOT_ADMIN: 'You are not an admin of this organization.',
    NOT_OWNER: 'Only an owner of the organization can do this.',
    NO_ADMIN_REQUEST: 'This request was already answered.',
    NO_INVITE: 'This invitation no longer exists.',
    NO_ORG: 'This organization no longer exists.',
  },
};
export type OrgDashboardStrings = typeof en;
