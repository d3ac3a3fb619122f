import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CHILD_AGE_RANGES, QUICK_CHILDREN_MAX } from '@navette/shared';
import type { QuickRequestChild } from '@navette/shared';
import { CloseIcon } from '../../../components/Icons';

interface ChildrenListProps {
  value: QuickRequestChild[];
  onChange: (children: QuickRequestChild[]) => void;
  /** already translated */
  error?: string | undefined;
  errorId: string;
}

/** The children travelling, each with an age range, so that the right seats are fitted. */
export const ChildrenList = ({ value, onChange, error, errorId }: ChildrenListProps) => {
  const { t } = useTranslation();
  // ids only need to be unique within this form
  const nextId = useRef(0);
  const add = () => {
    nextId.current += 1;
    onChange([...value, { id: `child-${Date.now()}-${nextId.current}`, age: CHILD_AGE_RANGES[0] }]);
  };

  return (
    <div>
      <ul className="flex flex-col gap-2">
        {value.map((child, index) => (
          <li key={child.id} className="flex items-center gap-2">
            <select
              aria-label={t('quickRequest.children.age', { number: index + 1 })}
              value={child.age}
              onChange={(event) =>
                onChange(
                  value.map((entry) =>
                    entry.id === child.id
                      ? {
                          ...entry,
                          age:
                            CHILD_AGE_RANGES.find((range) => range === event.target.value) ??
                            entry.age,
                        }
                      : entry,
                  ),
                )
              }
              className="min-h-11 flex-1 rounded-lg border border-slate-300 bg-white px-3 text-base text-ink-900 focus:border-gold-600 focus:outline-3 focus:outline-offset-0 focus:outline-gold-300"
            >
              {CHILD_AGE_RANGES.map((range) => (
                <option key={range} value={range}>
                  {t('quickRequest.children.ageRange', { range })}
                </option>
              ))}
            </select>
            <button
              type="button"
              onClick={() => onChange(value.filter((entry) => entry.id !== child.id))}
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 hover:text-ink-900"
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">
                {t('quickRequest.children.remove', { number: index + 1 })}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {value.length < QUICK_CHILDREN_MAX && (
        <button
          type="button"
          onClick={add}
          aria-describedby={error ? errorId : undefined}
          className="mt-2 inline-flex min-h-11 items-center rounded-lg border border-dashed border-slate-400 px-4 text-sm font-semibold text-ink-900 hover:border-gold-500 hover:bg-gold-50"
        >
          + {t('quickRequest.children.add')}
        </button>
      )}
      <p id={errorId} className="min-h-6 pt-1 text-sm text-error-600">
        {error}
      </p>
    </div>
  );
};
