import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Card marks drawn as simple SVG badges (no third-party images may be loaded). */
const Badge = ({ label, children }: { label: string; children: ReactNode }) => (
  <svg viewBox="0 0 48 32" width="48" height="32" role="img" aria-label={label}>
    <rect x="0.5" y="0.5" width="47" height="31" rx="4" fill="#ffffff" stroke="#cbd5e1" />
    {children}
  </svg>
);

/** The centred word of a badge (the font is fixed: the badge must look the same everywhere). */
const BadgeText = ({
  y,
  size,
  weight,
  fill,
  italic = false,
  children,
}: {
  y: number;
  size: number;
  weight: number;
  fill: string;
  italic?: boolean;
  children: string;
}) => (
  <text
    x="24"
    y={y}
    textAnchor="middle"
    fontFamily="Arial, sans-serif"
    fontStyle={italic ? 'italic' : undefined}
    fontWeight={weight}
    fontSize={size}
    fill={fill}
  >
    {children}
  </text>
);

export const PaymentCardIcons = () => {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('footer.payments')}>
      <li>
        <Badge label={t('footer.cards.cb')}>
          <rect x="6" y="7" width="36" height="18" rx="3" fill="#1d4fb8" />
          <BadgeText y={20.5} size={11} weight={700} fill="#ffffff">
            CB
          </BadgeText>
        </Badge>
      </li>
      <li>
        <Badge label={t('footer.cards.visa')}>
          <BadgeText y={21} size={13} weight={800} fill="#1a1f71" italic>
            VISA
          </BadgeText>
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
          <BadgeText y={20} size={10} weight={800} fill="#ffffff">
            AMEX
          </BadgeText>
        </Badge>
      </li>
    </ul>
  );
};
