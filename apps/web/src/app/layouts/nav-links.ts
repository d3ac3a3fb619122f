import { ROUTES } from '@navette/shared';
import type { RouteName } from '@navette/shared';

/** Links to the named pages, each labelled by the translation key `nav.<name>`. */
export const navLinks = <Name extends RouteName>(names: readonly Name[]) =>
  names.map((name) => ({ to: ROUTES[name], label: `nav.${name}` as const }));

/** The other links of the public navigation, after home and the services. */
export const MAIN_LINKS = navLinks(['tours', 'pricing', 'faq', 'recruitment', 'contact']);
