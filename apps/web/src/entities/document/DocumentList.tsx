import { useTranslation } from 'react-i18next';
import type { DocumentSummary } from '@navette/shared';
import { formatDateTime } from '../../lib/format';

export interface DocumentListProps {
  /** newest first, as the API sends them */
  documents: readonly DocumentSummary[];
  /** the back-office sees every document, a replaced one marked; the customer only the current ones */
  showSuperseded?: boolean;
  /** the back-office shows when each was issued */
  showIssuedAt?: boolean;
  className?: string;
}

/**
 * The devis, bons de réservation and factures of a reservation as download links
 * (docs/product/documents.md). A plain link: the browser sends the session cookie with it and
 * saves the PDF, no script reads it.
 */
export const DocumentList = ({
  documents,
  showSuperseded = false,
  showIssuedAt = false,
  className,
}: DocumentListProps) => {
  const { t, i18n } = useTranslation();
  const shown = showSuperseded ? documents : documents.filter((document) => !document.superseded);
  if (shown.length === 0) return null;
  return (
    <ul className={`flex flex-col gap-1 ${className ?? ''}`}>
      {shown.map((document) => (
        <li key={document._id} className="flex flex-wrap items-center gap-x-2 text-sm">
          <a
            href={document.url}
            download
            className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700"
          >
            {t(`documentLinks.kinds.${document.kind}`, { number: document.number })}{' '}
            {t('documentLinks.pdf')}
          </a>
          {showIssuedAt && (
            <span className="text-slate-600">
              {t('documentLinks.issuedOn', {
                date: formatDateTime(document.issuedAt, i18n.language),
              })}
            </span>
          )}
          {document.superseded && (
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
              {t('documentLinks.superseded')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
};
