/**
 * What every e-mail template is written with (docs/product/emails.md): the context a template is
 * rendered in, its type, and the one-line rule. The templates themselves live by domain in
 * mail-templates.<domain>.ts; mail.templates.ts assembles them and renders.
 */
import type { MailContent } from './mail.layout';

export interface MailTemplateContext {
  /** translates `mail.<key>`; the company's name, phone and e-mail are always interpolatable */
  t: (key: string, values?: Record<string, string | number>) => string;
  formatDate: (isoDate: string) => string;
  /** an amount in euros as the language writes it: `1 250,00 €`, `€1,250.00` */
  formatEuros: (amount: number) => string;
}

export type MailTemplate<P> = (params: P, context: MailTemplateContext) => MailContent;

/**
 * A value meant for one line (a name, an address, a subject) keeps to one line: a line break in a
 * name must neither start a new header in the subject nor forge a line of the e-mail's text.
 */
export const toOneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

/** The templates of one domain, typed by their parameters. */
export type MailTemplates<P> = { [N in keyof P]: MailTemplate<P[N]> };
