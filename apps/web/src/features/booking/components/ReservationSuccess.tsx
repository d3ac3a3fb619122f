import { useEffect, useRef } from 'react';
import type { PriceOption } from '@navette/shared';
import { CheckIcon } from '../../../components/Icons';
import type { BookingValues } from '../booking-form';
import { ReservationDetails } from './ReservationDetails';

export interface SubmittedReservation {
  values: BookingValues;
  serviceName: string;
  /** the vehicle class chosen, with its price */
  option?: PriceOption | undefined;
}

/** After a request is recorded: what happened, everything that was asked, and a fresh start. */
export const ReservationSuccess = ({
  title,
  text,
  submitted,
  restartLabel,
  onRestart,
}: {
  title: string;
  text: string;
  submitted: SubmittedReservation;
  restartLabel: string;
  onRestart: () => void;
}) => {
  const top = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // the form the person was on is gone: take them to the news, at the top
  useEffect(() => {
    top.current?.scrollIntoView?.({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);

  return (
    <div ref={top} className="mx-auto flex max-w-3xl scroll-mt-28 flex-col gap-6">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-white p-6 shadow-card md:p-8">
        <span className="flex size-12 items-center justify-center rounded-full bg-success-50 text-success-600">
          <CheckIcon className="size-6" strokeWidth={2.5} />
        </span>
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-3xl font-semibold text-ink-900 outline-none"
        >
          {title}
        </h2>
        <p className="text-lg text-slate-700">{text}</p>
      </div>
      <ReservationDetails
        values={submitted.values}
        serviceName={submitted.serviceName}
        option={submitted.option}
      />
      <div>
        <button type="button" onClick={onRestart} className="btn btn-gold w-full sm:w-auto">
          {restartLabel}
        </button>
      </div>
    </div>
  );
};
