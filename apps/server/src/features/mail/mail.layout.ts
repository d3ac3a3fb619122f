/**
 * The frame every Navette e-mail shares: a template describes its content as blocks, and this
 * turns blocks into an HTML part and a plain-text part, so every e-mail looks alike and escaping
 * happens in exactly one place.
 */
import { formatPhone, phoneHref } from '@navette/shared';
import type { Language } from '@navette/shared';
import type { AppConfig } from '../../config';
import { escapeHtml } from '../../lib/escape-html';

export type MailCompany = Pick<AppConfig['company'], 'name' | 'phone' | 'email'>;

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** a one-time code, shown large and alone on its line so that it is easy to copy */
  | { kind: 'code'; label: string; code: string }
  | { kind: 'details'; rows: { label: string; value: string }[] }
  /** text written by someone else (a visitor's message): line breaks kept, set apart */
  | { kind: 'quote'; label: string; text: string }
  /** a call to action: a button in HTML, the label and the bare address in the text part */
  | { kind: 'button'; label: string; url: string };

export interface MailContent {
  subject: string;
  /** the preview line mail clients show after the subject */
  preheader: string;
  heading: string;
  /** "Bonjour Léa," — absent for e-mails to the company itself */
  greeting?: string;
  blocks: MailBlock[];
  /** "À très bientôt, L'équipe …" — absent for e-mails to the company itself */
  signOff: boolean;
}

const NAVY = '#0f1e3a';
const GOLD = '#c8a24a';
const PAGE = '#f4f1ea';
const INK = '#1f2937';
const SLATE = '#5b6474';
const SERIF = "Georgia, 'Times New Roman', serif";
const SANS = "'Helvetica Neue', Helvetica, Arial, sans-serif";

const multiline = (value: string): string => escapeHtml(value).replace(/\r?\n/g, '<br>');

/**
 * Escaped text, set in the language's typography: French puts a space before ? ! : ; and that
 * space must not break, or a lone "?" ends up at the start of a line on a phone.
 */
type Typeset = (value: string) => string;
const typesetFor =
  (language: Language): Typeset =>
  (value) =>
    language === 'fr' ? escapeHtml(value).replace(/ ([?!:;»])/g, '&nbsp;$1') : escapeHtml(value);

const htmlBlock = (block: MailBlock, prose: Typeset): string => {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:24px;color:${INK};">${prose(block.text)}</p>`;
    case 'code':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" style="padding:20px 12px;background-color:#faf7ef;border:1px solid ${GOLD};border-radius:8px;">
<p style="margin:0 0 8px;font-family:${SANS};font-size:13px;line-height:18px;letter-spacing:1px;text-transform:uppercase;color:${SLATE};">${prose(block.label)}</p>
<p style="margin:0;font-family:'Courier New', Courier, monospace;font-size:34px;line-height:40px;font-weight:bold;letter-spacing:8px;color:${NAVY};">${escapeHtml(block.code)}</p>
</td></tr></table>`;
    case 'details':
      return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-left:3px solid ${GOLD};">
${block.rows
  .map(
    (row) =>
      `<tr><td style="padding:6px 12px;font-family:${SANS};font-size:14px;line-height:20px;color:${SLATE};white-space:nowrap;vertical-align:top;width:1%;padding-right:20px;">${prose(row.label)}</td><td style="padding:6px 12px;font-family:${SANS};font-size:16px;line-height:22px;font-weight:bold;color:${NAVY};">${escapeHtml(row.value)}</td></tr>`,
  )
  .join('\n')}
</table>`;
    case 'quote':
      return `<p style="margin:0 0 8px;font-family:${SANS};font-size:14px;line-height:20px;color:${SLATE};">${prose(block.label)}</p>
<div style="margin:0 0 20px;padding:16px;background-color:#f8f8f6;border-left:3px solid ${GOLD};font-family:${SANS};font-size:15px;line-height:23px;color:${INK};">${multiline(block.text)}</div>`;
    case 'button':
      // a table cell with a background: the one button shape Outlook draws as well as the others
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:4px 0 24px;">
<tr><td align="center" style="border-radius:6px;background-color:${NAVY};">
<a href="${escapeHtml(block.url)}" style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:16px;line-height:20px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${prose(block.label)}</a>
</td></tr></table>`;
  }
};

export interface LayoutText {
  signOff: string;
  signature: string;
  contact: string;
  automatic: string;
  rights: string;
}

export const renderHtml = (
  content: MailContent,
  layout: LayoutText,
  company: MailCompany,
  language: Language,
): string => {
  const prose = typesetFor(language);
  const closing = content.signOff
    ? `<p style="margin:24px 0 0;font-family:${SANS};font-size:16px;line-height:24px;color:${INK};">${prose(layout.signOff)}<br><strong style="color:${NAVY};">${prose(layout.signature)}</strong></p>`
    : '';
  const greeting = content.greeting
    ? `<p style="margin:0 0 16px;font-family:${SANS};font-size:16px;line-height:24px;color:${INK};">${prose(content.greeting)}</p>`
    : '';
  // Table layout and inline styles: the only way most mail clients (Outlook, Gmail) keep a layout.
  // The 600 px column shrinks to the screen on phones through max-width, without media queries.
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;mso-hide:all;">${prose(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-radius:10px;overflow:hidden;">
<tr><td style="background-color:${NAVY};padding:24px 32px;">
<p style="margin:0;font-family:${SERIF};font-size:24px;line-height:30px;letter-spacing:0.5px;color:#ffffff;">${escapeHtml(company.name)}</p>
</td></tr>
<tr><td style="height:4px;line-height:4px;font-size:0;background-color:${GOLD};">&nbsp;</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font-family:${SERIF};font-size:24px;line-height:32px;font-weight:normal;color:${NAVY};">${prose(content.heading)}</h1>
${greeting}
${content.blocks.map((block) => htmlBlock(block, prose)).join('\n')}
${closing}
</td></tr>
<tr><td style="padding:20px 32px;background-color:#f8f7f3;border-top:1px solid #e7e2d6;">
<p style="margin:0 0 8px;font-family:${SANS};font-size:13px;line-height:20px;color:${SLATE};">${prose(layout.contact)}</p>
<p style="margin:0 0 8px;font-family:${SANS};font-size:13px;line-height:20px;color:${SLATE};"><a href="${escapeHtml(phoneHref(company.phone))}" style="color:${NAVY};text-decoration:none;font-weight:bold;white-space:nowrap;">${escapeHtml(formatPhone(company.phone))}</a> &nbsp;·&nbsp; <a href="mailto:${escapeHtml(company.email)}" style="color:${NAVY};text-decoration:none;font-weight:bold;white-space:nowrap;">${escapeHtml(company.email)}</a></p>
<p style="margin:0;font-family:${SANS};font-size:12px;line-height:18px;color:${SLATE};">${prose(layout.automatic)}<br>${prose(layout.rights)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
};

const TEXT_WIDTH = 72;

/** Plain-text mail reads best wrapped near 72 columns; words longer than that stay whole. */
const wrap = (paragraph: string, indent = ''): string => {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && indent.length + line.length + 1 + word.length > TEXT_WIDTH) {
      lines.push(indent + line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(indent + line);
  return lines.join('\n');
};

// French sets a space before a colon, English does not.
const COLON: Record<Language, string> = { fr: ' :', en: ':' };

const textBlock = (block: MailBlock, language: Language): string => {
  const colon = COLON[language];
  switch (block.kind) {
    case 'paragraph':
      return wrap(block.text);
    case 'code':
      return `${block.label}${colon}\n\n    ${block.code}`;
    case 'details':
      return block.rows.map((row) => `${row.label}${colon} ${row.value}`).join('\n');
    case 'quote':
      return `${block.label}${colon}\n${block.text
        .split(/\r?\n/)
        .map((line) => (line ? `> ${line}` : '>'))
        .join('\n')}`;
    case 'button':
      // the address alone on its line, unwrapped: mail clients make it a link as it is
      return `${block.label}${colon}\n${block.url}`;
  }
};

export const renderText = (
  content: MailContent,
  layout: LayoutText,
  company: MailCompany,
  language: Language,
): string => {
  const parts = [
    `${company.name}\n${'='.repeat(Math.min(company.name.length, TEXT_WIDTH))}`,
    content.heading,
    ...(content.greeting ? [content.greeting] : []),
    ...content.blocks.map((block) => textBlock(block, language)),
    ...(content.signOff ? [`${layout.signOff}\n${layout.signature}`] : []),
    `-- \n${company.name}\n${formatPhone(company.phone)} · ${company.email}\n\n${wrap(layout.contact)}\n${wrap(layout.automatic)}\n${layout.rights}`,
  ];
  return `${parts.join('\n\n')}\n`;
};
