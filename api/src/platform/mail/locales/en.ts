import { orgAdminMailStrings } from './orgAdminMails';

// English mail strings. Every mail has a greeting, the template's lines, an action link and a signature;
// {{name}} is the recipient's first name.
import { adminRequestAnswered } from './adminRequestAnswered';
import { applicationRejected } from './applicationRejected';
import { recommendedCandidates } from './recommendedCandidates';
import { donationReceipt } from './donationReceipt';

export const en = {
  layout: {
    greeting: 'Hello {{name}},',
    greetingNoName: 'Hello,',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    signature: 'The OpenGood team',
    unsubscribe: 'Unsubscribe from these emails',
  },
  verifyEmail: {
    subject: 'Confirm your email address',
    intro: 'Thanks for joining OpenGood. Please confirm that this is your email address.',
    action: 'Confirm my email address',
    outro: 'The link works once, for 24 hours. If you did not create an account, you can ignore this email.',
  },
  applicationReceived: {
    subject: 'New application: {{listing}}',
    subject_INTEREST: '{{applicant}} is interested in {{listing}}',
    subject_ATTENDANCE: '{{applicant}} will attend {{listing}}',
    intro: '{{applicant}} ({{email}}) applied to “{{listing}}” with this cover letter:\n\n{{coverLetter}}',
    intro_INTEREST:
      '{{applicant}} ({{email}}) is interested in volunteering for “{{listing}}”. Write to them to take it from here.',
    intro_ATTENDANCE: '{{applicant}} ({{email}}) said they will attend “{{listing}}”.',
    action: 'Open your organisation’s dashboard',
    outro: 'You get this email because you administer {{org}} on OpenGood.',
  },
  applicationConfirmation: {
    subject: 'Your application to {{listing}} was sent',
    subject_INTEREST: 'We told {{org}} you are interested',
    subject_ATTENDANCE: 'You are going to {{listing}}',
    intro:
      '{{org}} has received your application to “{{listing}}”. They will contact you if it moves forward.',
    intro_INTEREST: 'We told {{org}} that you are interested in “{{listing}}”. They will write to you.',
    intro_ATTENDANCE: 'We told {{org}} that you will attend “{{listing}}”.',
    action: 'See the listing',
    outro: 'Applying again to the same listing updates what you sent; it never sends a second copy.',
  },
  emailChanged: {
    subject: 'Your OpenGood email address was changed',
    intro: 'The email address of your OpenGood account was changed to {{email}} on {{date}}.',
    action: 'This wasn’t me: undo the change',
    outro:
      'If you made this change, you can ignore this email. If you did not, open the link: your account goes back to this address, every session is signed out and we email you a link to choose a new password. The link works once, for 7 days.',
  },
  resetPassword: {
    subject: 'Reset your OpenGood password',
    intro: 'Someone asked to reset the password of your OpenGood account.',
    action: 'Choose a new password',
    outro:
      'The link works once, for one hour. If you did not ask for it, you can ignore this email: your password stays the same.',
  },
  orgInvite: {
    subject: 'Join {{org}} on OpenGood',
    intro:
      '{{inviter}} invited you to administer {{org}} on OpenGood: post its listings and read the applications it receives.',
    action: 'Accept the invitation',
    outro:
      'Sign up or log in with this email address to accept. The link works until {{date}}. If you were not expecting it, you can ignore this email.',
  },
  adminRequested: {
    subject: '{{requester}} asks to administer {{org}}',
    intro: '{{requester}} ({{email}}) asked to become an admin of {{org}} on OpenGood.',
    action: 'Answer the request',
    outro:
      'You get this email because you administer {{org}} on OpenGood. Any admin may approve or reject it.',
  },
  adminRequestAnswered: adminRequestAnswered.en,
  applicationRejected: applicationRejected.en,
  recommendedCandidates: recommendedCandidates.en,
  donationReceipt: donationReceipt.en,
  gradFairInvite: {
    subject: '{{org}} is invited to {{fair}}',
    intro:
      '{{org}} is invited to take part in {{fair}}, a graduate fair in {{city}} on {{date}}: meet students and recent graduates looking for work that does good.',
    action: 'Accept or decline',
    outro:
      'You get this email because you administer {{org}} on OpenGood. Any admin may answer; accepting registers your organization, even after registration has closed, while places are left.',
  },
  savedSearchAlert: {
    subject: 'New listings for “{{search}}”',
    intro: 'These listings were published since your last alert for your saved search “{{search}}”:',
    action: 'See every result',
    outro: 'You get this email because you turned on alerts for this saved search on OpenGood.',
  },
  ...orgAdminMailStrings.en,
};

export type MailStrings = typeof en;
