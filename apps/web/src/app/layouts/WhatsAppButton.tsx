import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WhatsAppIcon } from '../../components/Icons';
import { Spinner } from '../../components/Spinner';
import { lazyWithRetry } from '../../lib/lazy-with-retry';

// The quick form (pickers, address search, date maths) is only needed once the button is used:
// it is its own chunk, fetched when the pointer or focus reaches the button, so the pages of the
// site do not carry it.
const loadQuickRequest = () =>
  import('../../features/quick-request/components/QuickRequestModal').then((module) => ({
    default: module.QuickRequestModal,
  }));
const QuickRequestModal = lazyWithRetry(loadQuickRequest);

/** The floating WhatsApp button of every public page: opens the quick-request modal. */
export const WhatsAppButton = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadQuickRequest().catch(() => undefined);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={t('quickRequest.openButton')}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-30 inline-flex size-14 items-center justify-center rounded-full bg-whatsapp text-white shadow-raised transition-transform hover:scale-105 md:right-6 md:bottom-6"
      >
        <WhatsAppIcon className="size-7" />
      </button>
      {wanted && (
        <Suspense
          fallback={
            <div className="fixed right-4 bottom-20 z-30 md:right-6 md:bottom-22">
              <Spinner size="small" color="green" />
            </div>
          }
        >
          <QuickRequestModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
