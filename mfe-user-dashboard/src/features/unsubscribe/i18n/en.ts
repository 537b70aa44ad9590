// The one-click unsubscribe page of a mail's signed link (the `unsubscribeLink` keys). `what` names the
// mail a link turns off, by kind (and saved search or organisation), in the sentences around it.
export const en = {
  title: 'Unsubscribe',
  heading: 'Stop these emails?',
  willStop: 'This turns off: {{what}}.',
  button: 'Unsubscribe',
  working: 'Just a moment…',
  done: 'You are unsubscribed',
  doneText: 'You will no longer get: {{what}}.',
  undo: 'Undo',
  resubscribed: 'These emails are back on',
  resubscribedText: 'You will get these again: {{what}}.',
  fromNow: 'Listings published while this was off will not be sent.',
  what: {
    savedSearch: 'email alerts for your saved search “{{name}}”',
    SAVED_SEARCH_ALERTS: 'email alerts for all your saved searches',
    APPLICATION_CONFIRMATIONS: 'the receipts of the applications, interest and attendance you send',
    APPLICATIONS_RECEIVED: 'notices of new applicants to your organisations’ listings',
    APPLICATIONS_RECEIVED_org:
      'notices of new applicants to the listings of {{org}} (your other organisations are not affected)',
    APPLICATIONS_DIGEST_org:
      'the daily summary of applications to the listings of {{org}} (your other organisations are not affected)',
    BILLING_org: 'the invoices and receipts of {{org}} (your other organisations are not affected)',
    TEAM_CHANGES_org:
      'news of changes to the team of {{org}} and of requests to join it (your other organisations are not affected)',
  },
  gone: 'This saved search no longer exists, so it sends no more emails.',
  invalid: 'This link is not valid',
  invalidText:
    'The unsubscribe link is incomplete or was changed. Open it again from the email, or choose which emails you get in your dashboard.',
  failed: 'That did not work. Please try again.',
  manage: 'Choose which emails you get',
  manageSearches: 'Manage your saved searches',
  manageOrg: 'Choose which emails you get from this organisation',
};
export type UnsubscribeStrings = typeof en;
