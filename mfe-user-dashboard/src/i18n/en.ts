export const en = {
  backToDashboard: 'My dashboard',
  home: {
    title: 'My dashboard',
    heading: 'My dashboard',
    intro:
      'Your saved listings, your profile for applying, your applications and your email settings, all in one place.',
    greeting: 'Welcome back, {{name}}.',
    signedOut:
      'You are not signed in. Log in to see your dashboard, or sign up for free to start saving listings and applying.',
  },
  sections: {
    'saved-items': {
      title: 'Saved items',
      description:
        'Jobs, internships, volunteer opportunities, events and organizations you saved, and your saved searches with their email alerts.',
    },
    profile: {
      title: 'Profile',
      description:
        'Your public profile: the name, photo and introduction organizations see when you apply or when they find you.',
    },
    'account-settings': {
      title: 'Account settings',
      description: 'Your email address, password and language, and the option to close your account.',
    },
    'notification-preferences': {
      title: 'Notification preferences',
      description:
        'Choose which emails you receive: alerts for saved searches, updates on your applications and news from the site.',
    },
    'application-history': {
      title: 'Application history',
      description: 'The listings you applied to through the site and when you applied.',
    },
    'professional-experience': {
      title: 'Professional experience',
      description:
        'Your work history, skills and résumé, ready to share with the organizations you apply to.',
    },
    'payment-methods': {
      title: 'Payment methods',
      description: 'The cards you use to pay for donations and other purchases on the site.',
    },
  },
  signIn: {
    section: 'Log in to see “{{section}}”. New here? Sign up for free.',
    logIn: 'Log in',
    signUp: 'Sign up',
  },
  unsubscribe: {
    title: 'Email preferences',
    heading: 'Manage the emails you receive',
    text: 'You followed an unsubscribe link from one of our emails. You can stop any type of email from your notification preferences.',
    signIn: 'Log in to change your notification preferences.',
  },
};
export type UserDashboardStrings = typeof en;
