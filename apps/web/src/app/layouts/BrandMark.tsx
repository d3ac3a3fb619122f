import { company } from '../../lib/company';

/** The logo: a gold sedan in a navy tile, and the brand name in the heading face. */
export const BrandMark = ({ className }: { className?: string }) => (
  <span className={`inline-flex items-center gap-3 ${className ?? ''}`}>
    <svg
      viewBox="0 0 64 64"
      width="40"
      height="40"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      <rect width="64" height="64" rx="14" fill="#0a1526" stroke="#c9a24a" strokeWidth="2" />
      <path
        d="M12 40c0-4 2.5-6.5 6-7.5l5-7c1.3-1.8 3.2-2.5 5.4-2.5h9.2c2 0 3.8.8 5 2.4l5.6 7c3.6.8 5.8 3.4 5.8 7.1V44a2 2 0 0 1-2 2h-3.3a6 6 0 0 0-11.4 0H26.7a6 6 0 0 0-11.4 0H14a2 2 0 0 1-2-2z"
        fill="#c9a24a"
      />
      <circle cx="21" cy="46" r="4" fill="#f8f6f1" />
      <circle cx="43" cy="46" r="4" fill="#f8f6f1" />
    </svg>
    <span className="font-serif text-xl font-semibold tracking-wide whitespace-nowrap">
      {company.brand}
    </span>
  </span>
);
