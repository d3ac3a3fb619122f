import type { ReactNode, SVGProps } from 'react';

/** Line icons of the marketing pages, drawn like components/Icons (24×24, currentColor). */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

const Icon = ({ children, ...props }: IconProps & { children: ReactNode }) => (
  <svg
    xmlns="http://www.w3.org/2000/svg"
    viewBox="0 0 24 24"
    width="24"
    height="24"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.75"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    {...props}
  >
    {children}
  </svg>
);

export const StarIcon = ({ filled, ...props }: IconProps & { filled: boolean }) => (
  <Icon {...props} fill={filled ? 'currentColor' : 'none'}>
    <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
  </Icon>
);

export const PauseIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 6v12M15 6v12" />
  </Icon>
);

export const PlayIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M8 5.5v13l10-6.5z" />
  </Icon>
);

export const UsersIcon = (props: IconProps) => (
  <Icon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.5-3.5 3.2-5.5 6.5-5.5s6 2 6.5 5.5M16 4.8a3.5 3.5 0 010 6.4M18 14.8c2 .7 3.2 2.5 3.5 5.2" />
  </Icon>
);

export const LuggageIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="7" width="14" height="13" rx="2" />
    <path d="M9 7V4.5h6V7M9 11v5M15 11v5M8 20v1.5M16 20v1.5" />
  </Icon>
);

export const SnowflakeIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2.5v19M3.8 7.2l16.4 9.6M3.8 16.8l16.4-9.6M9.5 4.5L12 7l2.5-2.5M9.5 19.5L12 17l2.5 2.5" />
  </Icon>
);

export const SeatIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M7 3.5h5l1 9H8zM8 12.5h9l1 4H7zM9 16.5v4M16 16.5v4" />
  </Icon>
);

export const MusicIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M9 18V5.5l11-2V16" />
    <circle cx="6.5" cy="18" r="2.5" />
    <circle cx="17.5" cy="16" r="2.5" />
  </Icon>
);

export const WifiIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M2.5 9a14 14 0 0119 0M5.5 12.5a9.5 9.5 0 0113 0M8.8 16a5 5 0 016.4 0" />
    <circle cx="12" cy="19.2" r="1" fill="currentColor" />
  </Icon>
);

export const CalendarIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="3.5" y="5" width="17" height="15.5" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </Icon>
);

export const CardIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
    <path d="M2.5 10h19M6.5 15h4" />
  </Icon>
);

export const MailCheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M20.5 12V7a2 2 0 00-2-2h-13a2 2 0 00-2 2v10a2 2 0 002 2H12" />
    <path d="M3.5 7l8.5 6 8.5-6M15 18l2 2 4-4" />
  </Icon>
);

export const MapPinIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 21s-7-6.2-7-11.5a7 7 0 0114 0C19 14.8 12 21 12 21z" />
    <circle cx="12" cy="9.5" r="2.5" />
  </Icon>
);

export const HeartIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 20s-7.5-4.6-8.8-9.4C2.3 7.3 4.4 4.5 7.5 4.5c2 0 3.5 1.2 4.5 2.8 1-1.6 2.5-2.8 4.5-2.8 3.1 0 5.2 2.8 4.3 6.1C19.5 15.4 12 20 12 20z" />
  </Icon>
);

export const BadgeCheckIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="M12 2.8l2.2 1.7 2.8-.2.9 2.6 2.3 1.6-.8 2.7.8 2.7-2.3 1.6-.9 2.6-2.8-.2L12 21.2l-2.2-1.7-2.8.2-.9-2.6-2.3-1.6.8-2.7-.8-2.7 2.3-1.6.9-2.6 2.8.2z" />
    <path d="M8.8 12.2l2.2 2.2 4.3-4.6" />
  </Icon>
);

export const TrainIcon = (props: IconProps) => (
  <Icon {...props}>
    <rect x="5" y="3" width="14" height="14" rx="3" />
    <path d="M5 11h14M8.5 14h.01M15.5 14h.01M8 21l2-4M16 21l-2-4" />
  </Icon>
);
