import { useTranslation } from 'react-i18next';
import { WhatsAppIcon } from '../../components/Icons';
import { whatsappUrl } from './whatsapp-url';

/** The floating WhatsApp button of every public page (the quick-request modal comes later). */
export const WhatsAppButton = () => {
  const { t } = useTranslation();
  return (
    <a
      href={whatsappUrl()}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('whatsapp.label')}
      className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-raised transition-transform hover:scale-105 md:right-6 md:bottom-6"
    >
      <WhatsAppIcon className="size-7" />
    </a>
  );
};
