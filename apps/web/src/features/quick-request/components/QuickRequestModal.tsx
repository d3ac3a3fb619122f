import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildWhatsAppGreetingLink } from '@navette/shared';
import { ArrowRightIcon, WhatsAppIcon } from '../../../components/Icons';
import { CalendarCheckIcon } from '../../../components/PageIcons';
import { Modal } from '../../../components/Modal';
import { company } from '../../../lib/company';
import { QuickRequestForm } from './QuickRequestForm';

type View = 'choice' | 'form';

export interface QuickRequestModalProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The floating WhatsApp button's modal (docs/product/quick-request.md): a choice between chatting with customer
 * service and the quick reservation form. Closing it, by any way, comes back to the choice with
 * an empty form.
 */
export const QuickRequestModal = ({ open, onClose }: QuickRequestModalProps) => {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('choice');

  const close = () => {
    setView('choice');
    onClose();
  };

  // the form replaces the choice in the open dialog, under its own title: no toast announces it
  // (docs/product/quick-request.md#the-choice)
  const openForm = () => setView('form');

  const optionClass =
    'group flex w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-card transition-colors hover:border-gold-500 hover:bg-gold-50';

  return (
    <Modal
      open={open}
      onClose={close}
      title={t(view === 'choice' ? 'quickRequest.title' : 'quickRequest.formTitle')}
      // important: the panel's own sm:max-w-lg would otherwise win in the stylesheet's order
      className={view === 'form' ? 'sm:max-w-2xl!' : undefined}
    >
      {view === 'choice' ? (
        <div className="flex flex-col gap-3">
          <p className="text-slate-600">{t('quickRequest.choice.intro')}</p>
          <a
            href={buildWhatsAppGreetingLink(company.whatsappNumber)}
            target="_blank"
            rel="noopener noreferrer"
            onClick={close}
            className={optionClass}
          >
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-whatsapp text-white">
              <WhatsAppIcon className="size-6" />
            </span>
            <span className="flex-1">
              <span className="block font-semibold text-ink-900">
                {t('quickRequest.choice.contact')}
              </span>
              <span className="block text-sm text-slate-600">
                {t('quickRequest.choice.contactHint')}
              </span>
            </span>
            <ArrowRightIcon className="size-5 shrink-0 text-slate-500 group-hover:text-gold-700" />
          </a>
          <button type="button" onClick={openForm} className={optionClass}>
            <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-ink-900 text-gold-400">
              <CalendarCheckIcon className="size-6" />
            </span>
            <span className="flex-1">
              <span className="block font-semibold text-ink-900">
                {t('quickRequest.choice.reserve')}
              </span>
              <span className="block text-sm text-slate-600">
                {t('quickRequest.choice.reserveHint')}
              </span>
            </span>
            <ArrowRightIcon className="size-5 shrink-0 text-slate-500 group-hover:text-gold-700" />
          </button>
        </div>
      ) : (
        <QuickRequestForm onBack={() => setView('choice')} onDone={close} />
      )}
    </Modal>
  );
};
