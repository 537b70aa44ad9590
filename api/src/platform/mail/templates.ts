// The product's mails. A template names its strings (locales/<lang>.ts, under the same key) and the shell
// page its action links to; a module adds a mail by adding an entry here and its strings in en, es, pt.

interface Template<Data> {
  /** The shell page the mail's button opens, as a path under PUBLIC_URL. */
  actionPath: (data: Data) => string;
  /** The recipient's first name, for the greeting. */
  name: (data: Data) => string | null;
}

const template = <Data>(t: Template<Data>) => t;

/** Account mails carry a single-use token for the shell page that POSTs it back to the api. */
interface TokenMail {
  firstName: string | null;
  token: string;
}

export const MAIL_TEMPLATES = {
  verifyEmail: template<TokenMail>({
    actionPath: ({ token }) => `/verify-email/${encodeURIComponent(token)}`,
    name: ({ firstName }) => firstName,
  }),
  resetPassword: template<TokenMail>({
    actionPath: ({ token }) => `/reset-password/${encodeURIComponent(token)}`,
    name: ({ firstName }) => firstName,
  }),
};

export type TemplateName = keyof typeof MAIL_TEMPLATES;
/** The data a template needs, e.g. `TemplateData<'verifyEmail'>`. */
export type TemplateData<T extends TemplateName> = Parameters<(typeof MAIL_TEMPLATES)[T]['actionPath']>[0];
