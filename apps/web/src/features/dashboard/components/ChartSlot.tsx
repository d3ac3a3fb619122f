import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';

/** How far below the screen a chart starts loading: about one phone screen ahead of the reader. */
const AHEAD = '600px 0px';

/**
 * Where a chart goes: its height (that of the charts, h-64) held from the start, so that nothing
 * moves when it arrives, and the chart itself — Recharts, the largest code of the back-office —
 * fetched, run and drawn only once the slot comes near the screen. On a phone the charts are
 * below the figures; loading them later leaves the first screen's work alone
 * (docs/decisions/0038-route-preloads.md).
 */
export const ChartSlot = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('admin');
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  const placeholder = (
    <div className="flex h-full items-center justify-center">
      <Spinner label={t('adminDashboard.loading')} />
    </div>
  );
  return (
    <div ref={slot} className="h-64 w-full">
      {near ? <Suspense fallback={placeholder}>{children}</Suspense> : placeholder}
    </div>
  );
};
