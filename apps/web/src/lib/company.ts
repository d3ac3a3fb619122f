import { formatPhone, phoneHref } from '@navette/shared';
import { hasStrings } from './response-guards';

/**
 * The operator's public details. They are settings of the server (COMPANY_NAME, COMPANY_PHONE,
 * COMPANY_EMAIL, COMPANY_WHATSAPP, COMPANY_ADDRESS), which writes them into the page it serves
 * (`<meta name="navette-company">`), so one build serves any operator. The defaults below are the
 * server's own defaults, used by the Vite dev server and by tests.
 */
export interface Company {
  brand: string;
  /** as displayed */
  phone: string;
  /** for tel: links */
  phoneHref: string;
  email: string;
  /** international number without '+' or spaces, as wa.me expects */
  whatsappNumber: string;
  /** postal address on one line */
  address: string;
}

type Settings = Record<'name' | 'phone' | 'email' | 'whatsapp' | 'address', string>;

const isSettings = (value: unknown): value is Settings =>
  hasStrings(value, ['name', 'phone', 'email', 'whatsapp', 'address']) &&
  Object.values(value).every((field) => field !== '') &&
  /^\d{8,15}$/.test(value.whatsapp);

const DEFAULTS: Settings = {
  name: 'Navette Prestige',
  phone: '+33 1 84 60 00 00',
  email: 'contact@navette-prestige.fr',
  whatsapp: '33184600000',
  address: '12 avenue de l’Opéra, 75001 Paris',
};

const readFromPage = () => {
  if (typeof document === 'undefined') return DEFAULTS;
  const content = document.querySelector('meta[name="navette-company"]')?.getAttribute('content');
  if (!content) return DEFAULTS;
  try {
    const parsed: unknown = JSON.parse(content);
    return isSettings(parsed) ? parsed : DEFAULTS;
  } catch {
    return DEFAULTS;
  }
};

const toCompany = (settings: Settings): Company => ({
  brand: settings.name,
  phone: formatPhone(settings.phone),
  phoneHref: phoneHref(settings.phone),
  email: settings.email,
  whatsappNumber: settings.whatsapp,
  address: settings.address,
});

export const company: Company = toCompany(readFromPage());

/**
 * The server's prerender (prerender.tsx) has no page to read: it hands over the same settings it
 * writes into the page, so that its markup and the browser's agree.
 */
export const setCompanySettings = (value: unknown): void => {
  Object.assign(company, toCompany(isSettings(value) ? value : DEFAULTS));
};
