/**
 * The operator's public details. One module, so that a later issue can read them from the
 * server's configuration (company name, phone, e-mail and WhatsApp number are settings) without
 * touching the components that show them.
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
}

export const company: Company = {
  brand: 'Navette Prestige',
  phone: '+33 1 84 60 00 00',
  phoneHref: 'tel:+33184600000',
  email: 'contact@navette-prestige.fr',
  whatsappNumber: '33184600000',
};
