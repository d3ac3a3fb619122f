import { company } from '../../lib/company';

/** The company's WhatsApp chat (the prefilled quick-request message comes with its own issue). */
export const whatsappUrl = (): string => `https://wa.me/${company.whatsappNumber}`;
