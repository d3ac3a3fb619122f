import { ROUTES } from '@navette/shared';
import type { RouteName } from '@navette/shared';

/** The service pages of the dropdown, in the order customers look for them. */
export const SERVICE_LINKS: readonly RouteName[] = [
  'airportTransfer',
  'station',
  'privateChauffeur',
  'vip',
  'wedding',
  'expressTransfer',
];

/** The other links of the public navigation (label keys under `nav.`). */
export const MAIN_LINKS = [
  { to: ROUTES.tours, label: 'nav.tours' },
  { to: ROUTES.pricing, label: 'nav.pricing' },
  { to: ROUTES.faq, label: 'nav.faq' },
  { to: ROUTES.recruitment, label: 'nav.recruitment' },
  { to: ROUTES.contact, label: 'nav.contact' },
] as const;
