import { useId } from 'react';
import { ChevronDownIcon } from '../../../components/Icons';

export interface AccordionItem {
  id: string;
  question: string;
  answer: string;
}

/**
 * Questions and answers (WAI-ARIA accordion): each question is a button in a heading that
 * shows or hides its answer region. Controlled, so that a page with several groups keeps ONE
 * item open across all of them (docs/product/public-site.md#faq).
 */
export const Accordion = ({
  items,
  openId,
  onToggle,
}: {
  items: readonly AccordionItem[];
  openId: string | null;
  onToggle: (id: string) => void;
}) => {
  const baseId = useId();
  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white shadow-card">
      {items.map((item) => {
        const isOpen = item.id === openId;
        const buttonId = `${baseId}-q-${item.id}`;
        const panelId = `${baseId}-a-${item.id}`;
        return (
          <div key={item.id}>
            <h3 className="font-sans text-base">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => onToggle(item.id)}
                className="flex min-h-14 w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-900 hover:bg-ink-50 md:px-6"
              >
                {item.question}
                <ChevronDownIcon
                  className={`size-5 shrink-0 text-gold-700 transition-transform ${
                    isOpen ? 'rotate-180' : ''
                  }`}
                />
              </button>
            </h3>
            <div
              role="region"
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!isOpen}
              className="px-5 pb-5 text-slate-600 md:px-6"
            >
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
};
