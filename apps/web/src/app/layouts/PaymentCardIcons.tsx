import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Card marks drawn as simple SVG badges (no third-party images may be loaded). */
const Badge = ({ label, children }: { label: string; children: ReactNode }) => (
  <svg viewBox="0 0 48 32" width="48" height="32" role="img" aria-label={label}>
    <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#ffffff" stroke="#cbd5e1" />
    {children}
  </svg>
);

export const PaymentCardIcons = () => {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('footer.payments')}>
      <li>
        <Badge label={t('footer.cards.cb')}>
          <rect x="6" y="7" width="36" height="18" rx="3" fill="#1d4fb8" />
          <text
            x="24"
            y="20.5"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="700"
            fontSize="11"
            fill="#ffffff"
          >
            CB
          </text>
        </Badge>
      </li>
      <li>
        <Badge label={t('footer.cards.visa')}>
          <text
            x="24"
            y="21"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontStyle="italic"
            fontWeight="800"
            fontSize="13"
            fill="#1a1f71"
          >
            VISA
          </text>
        </Badge>
      </li>
      <li>
        <Badge label={t('footer.cards.mastercard')}>
          <circle cx="19.5" cy="16" r="8" fill="#eb001b" />
          <circle cx="28.5" cy="16" r="8" fill="#f79e1b" />
          <path d="M24 9.4a8 8 0 0 1 0 13.2 8 8 0 0 1 0-13.2z" fill="#ff5f00" />
        </Badge>
      </li>
      <li>
        <Badge label={t('footer.cards.amex')}>
          <rect x="4" y="6" width="40" height="20" rx="3" fill="#2e77bc" />
          <text
            x="24"
            y="20"
            textAnchor="middle"
            fontFamily="Arial, sans-serif"
            fontWeight="800"
            fontSize="10"
            fill="#ffffff"
          >
            AMEX
          </text>
        </Badge>
      </li>
    </ul>
  );
};
