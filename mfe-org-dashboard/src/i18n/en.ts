export const en = {
  eyebrow: 'Organization dashboard',
  documentTitle: '{{name}} dashboard',
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
        'Choose which emails this organization’s admins receive, such as new applications and billing reminders.',
    },
  },
  cartPill: {
    label: 'Cart',
    open: "Open your organization's cart",
  },
};
export type OrgDashboardStrings = typeof en;
