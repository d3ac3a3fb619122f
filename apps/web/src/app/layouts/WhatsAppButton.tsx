import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhatsAppIcon } from '../../components/Icons';
import { QuickRequestModal } from '../../features/quick-request/components/QuickRequestModal';

/** The floating WhatsApp button of every public page: opens the quick-request modal. */
export const WhatsAppButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('quickRequest.openButton')}
        onClick={() => setOpen(true)}
        className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-raised transition-transform hover:scale-105 md:right-6 md:bottom-6"
      >
        <WhatsAppIcon className="size-7" />
      </button>
      <QuickRequestModal open={open} onClose={() => setOpen(false)} />
    </>
  );
};
