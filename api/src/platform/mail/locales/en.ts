// English mail strings. Every mail has a greeting, the template's lines, an action link and a signature;
// {{name}} is the recipient's first name.
export const en = {
  layout: {
    greeting: 'Hello {{name}},',
    greetingNoName: 'Hello,',
    linkFallback: 'If the button does not work, copy this address into your browser:',
    signature: 'The OpenGood team',
  },
  verifyEmail: {
    subject: 'Confirm your email address',
    intro: 'Thanks for joining OpenGood. Please confirm that this is your email address.',
    action: 'Confirm my email address',
    outro: 'The link works once, for 24 hours. If you did not create an account, you can ignore this email.',
  },
  resetPassword: {
    subject: 'Reset your OpenGood password',
    intro: 'Someone asked to reset the password of your OpenGood account.',
    action: 'Choose a new password',
    outro:
      'The link works once, for one hour. If you did not ask for it, you can ignore this email: your password stays the same.',
  },
};

export type MailStrings = typeof en;
