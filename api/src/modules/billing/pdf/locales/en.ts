// English strings of the printed invoices, credit notes and donation receipts (the `pdf` namespace of this
// folder's own i18next instance, like the mails' in platform/mail). es.ts and pt.ts have the same keys.
export const en = {
  document: {
    page: 'Page {{page}} of {{pages}}',
    footer: '{{legalName}} · {{website}} · {{email}}',
    taxId: 'Tax ID: {{taxId}}',
  },
  invoice: {
    title: 'Invoice',
    titleProForma: 'Pro forma invoice',
    number: 'Invoice number',
    reference: 'Reference',
    issued: 'Issue date',
    paid: 'Date paid',
    status: 'Status',
    seller: 'From',
    billedTo: 'Billed to',
    noBillingAddress: '{{org}} (no billing address chosen yet)',
    organisation: 'Organisation: {{org}}',
    description: 'Description',
    amount: 'Amount',
    total: 'Total ({{currency}})',
    paidWith: 'Paid by card: {{brand}} •••• {{last4}}',
    statusPAID: 'Paid',
    statusOPEN: 'Pro forma, not paid',
    statusVOID: 'Void',
    statusREFUNDED: 'Refunded',
    creditNote: 'Credit note',
    noteOPEN:
      'This is a pro forma invoice: it is not a demand for payment and not a tax invoice. The invoice is numbered when it is paid.',
    noteVOID: 'This invoice was replaced before it was paid: nothing is owed on it.',
    notePAID: 'Paid in full on {{date}}. Thank you.',
    noteREFUNDED: 'This invoice was refunded in full: see credit note {{creditNote}}.',
    line_LISTING: '{{type}}: {{title}}',
    line_PACK: 'Credit pack: {{count}} posting credits',
  },
  creditNote: {
    title: 'Credit note',
    number: 'Credit note number',
    issued: 'Date of refund',
    invoice: 'Refund of invoice',
    invoiceDate: 'Invoice date',
    total: 'Total refunded ({{currency}})',
    note: 'The amount of invoice {{invoice}} was refunded in full to the card it was paid with. This credit note cancels that invoice.',
  },
  receipt: {
    title: 'Donation receipt',
    number: 'Receipt number',
    date: 'Date of gift',
    donor: 'Donor',
    amount: 'Amount of gift',
    paidWith: 'Paid by card: {{brand}} •••• {{last4}}',
    recipient: 'Received by',
    thanks:
      'Thank you, {{name}}, for your gift to {{issuer}}. It keeps the platform free for the people who look for work that does good, and for the organisations that offer it.',
    noGoods:
      'No goods or services were provided in exchange for this contribution. {{legalName}} is a nonprofit organisation ({{taxId}}).',
    keep: 'Please keep this receipt for your records.',
    refunded: 'This gift was refunded: this receipt is no longer valid.',
  },
  listingType: { JOB: 'Job', INTERNSHIP: 'Internship' },
  cardBrand: {
    VISA: 'Visa',
    MASTERCARD: 'Mastercard',
    AMEX: 'American Express',
    DISCOVER: 'Discover',
    UNKNOWN: 'Card',
  },
};

/** The shape every language's strings have. */
export type PdfStrings = typeof en;
