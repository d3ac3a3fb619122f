import { useEffect, useRef, useState } from 'react';
import type { FocusEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  QUICK_MODAL_CLOSE_MS,
  QUICK_REQUEST_MESSAGES,
  buildQuickRequestWhatsApp,
  emptyQuickRequest,
  quickRequestSchema,
  quickRequestWarnings,
} from '@navette/shared';
import type { QuickRequestField, QuickRequestForm as QuickRequestValues } from '@navette/shared';
import { BackButton } from '../../../components/BackButton';
import { WhatsAppIcon } from '../../../components/Icons';
import { toast } from '../../../components/toast-store';
import { company } from '../../../lib/company';
import { openInNewTab } from '../open-in-new-tab';
import {
  BabySeatSection,
  InvoicingAndRequestSections,
  PassengersSection,
  VehicleAndPaymentSections,
} from './ChoiceSections';
import {
  ItinerarySection,
  PersonalSection,
  ScheduleSection,
  TransportSection,
} from './ContactAndTripSections';
import { textOf } from '../../../lib/translation-key';

/** The form's fields in the order they are shown: the order of the missing-fields toast. */
const FIELD_ORDER = Object.keys(emptyQuickRequest()) as QuickRequestField[];

type WarnedField = keyof typeof quickRequestWarnings;
const isWarnedField = (name: string): name is WarnedField =>
  Object.hasOwn(quickRequestWarnings, name);

export interface QuickRequestFormProps {
  onBack: () => void;
  /** closes the modal (after a successful send, QUICK_MODAL_CLOSE_MS later) */
  onDone: () => void;
}

/**
 * The quick reservation form (docs/product/quick-request.md): checked with the
 * shared schema, then handed over to WhatsApp as a prefilled message to the company; nothing is
 * sent to the API. Unmounted when the modal closes, which resets values and errors.
 */
export const QuickRequestForm = ({ onBack, onDone }: QuickRequestFormProps) => {
  const { t } = useTranslation();
  const [isSent, setIsSent] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // the last value warned about, per field: a warning is shown once, not on every blur
  const warned = useRef<Partial<Record<WarnedField, string>>>({});

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const form = useForm<QuickRequestValues>({
    resolver: zodResolver(quickRequestSchema),
    defaultValues: emptyQuickRequest(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  /**
   * Live, non-blocking (docs/product/quick-request.md) warnings, given when the visitor leaves a field (not on every
   * keystroke), once per value. One handler for the whole form: blur events bubble.
   */
  const warnOnBlur = (event: FocusEvent<HTMLFormElement>) => {
    const { target } = event;
    if (!(target instanceof HTMLInputElement) || !isWarnedField(target.name)) return;
    const warning = quickRequestWarnings[target.name](target.value);
    if (!warning || warned.current[target.name] === target.value) return;
    warned.current[target.name] = target.value;
    toast.warning(t(warning));
  };

  const send = (values: QuickRequestValues) => {
    const { url } = buildQuickRequestWhatsApp(values, company.whatsappNumber);
    if (!openInNewTab(url)) {
      toast.error(t('quickRequest.sendError'));
      return;
    }
    toast.success(t('quickRequest.sent'));
    setIsSent(true);
    closeTimer.current = setTimeout(onDone, QUICK_MODAL_CLOSE_MS);
  };

  const reportProblems = (problems: FieldErrors<QuickRequestValues>) => {
    const fields = FIELD_ORDER.filter((field) => problems[field]);
    const messageOf = (field: QuickRequestField) => {
      const problem = problems[field];
      return problem && 'message' in problem ? problem.message : undefined;
    };
    const missing = fields.filter((field) => messageOf(field) === QUICK_REQUEST_MESSAGES.required);
    if (missing.length > 0) {
      toast.error(
        t('quickRequest.missingFields', {
          fields: missing.map((field) => t(`quickRequest.fields.${field}`)).join(', '),
        }),
      );
      return;
    }
    const first = fields[0] ? messageOf(fields[0]) : undefined;
    if (first) toast.error(textOf(t, first));
  };

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(send, reportProblems)(event)}
        onBlur={warnOnBlur}
        className="flex flex-col gap-5"
      >
        <p className="text-sm text-slate-600">{t('quickRequest.required')}</p>

        <PersonalSection />
        <ScheduleSection />
        <TransportSection />
        <ItinerarySection />
        <PassengersSection />
        <BabySeatSection />
        <VehicleAndPaymentSections />
        <InvoicingAndRequestSections />

        {/* kept in view while the form scrolls inside the modal (phones) */}
        <div className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:flex-row sm:justify-between">
          <BackButton
            onClick={onBack}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg px-4 font-semibold text-ink-900 hover:bg-slate-100"
          >
            {t('quickRequest.back')}
          </BackButton>
          <button
            type="submit"
            disabled={isSent}
            className="inline-flex min-h-12 items-center justify-center gap-2 rounded-lg bg-whatsapp px-5 font-semibold text-white shadow-card hover:brightness-110 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <WhatsAppIcon className="size-5" />
            {t('quickRequest.submit')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
};
