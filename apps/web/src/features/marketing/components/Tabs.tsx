import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move between tabs (wrapping), Home/End
 * jump to the ends, only the selected tab is in the Tab order, and the panel follows it.
 */
export const Tabs = ({
  items,
  label,
  initialId,
  onChange,
  variant = 'light',
}: {
  items: readonly TabItem[];
  label: string;
  initialId?: string;
  onChange?: (id: string) => void;
  variant?: 'light' | 'dark';
}) => {
  const [selected, setSelected] = useState(initialId ?? items[0]?.id ?? '');
  const baseId = useId();
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.id);
    onChange?.(item.id);
    tabs.current[(index + items.length) % items.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  const tabClass = (isSelected: boolean) =>
    variant === 'dark'
      ? `min-h-11 shrink-0 rounded-full px-5 text-sm font-semibold transition-colors ${
          isSelected ? 'bg-gold-500 text-ink-950' : 'text-white hover:bg-white/10'
        }`
      : `min-h-11 shrink-0 rounded-full px-5 text-sm font-semibold transition-colors ${
          isSelected ? 'bg-ink-900 text-white' : 'text-ink-900 hover:bg-ink-50'
        }`;

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        className={`inline-flex max-w-full gap-1 overflow-x-auto rounded-full p-1 ${
          variant === 'dark' ? 'bg-white/10' : 'bg-white shadow-card'
        }`}
      >
        {items.map((item, index) => {
          const isSelected = item.id === selected;
          return (
            <button
              key={item.id}
              ref={(element) => {
                tabs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => select(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={tabClass(isSelected)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${baseId}-panel-${item.id}`}
          aria-labelledby={`${baseId}-tab-${item.id}`}
          hidden={item.id !== selected}
          tabIndex={0}
          className="mt-6 rounded-2xl outline-offset-4"
        >
          {item.id === selected && item.panel}
        </div>
      ))}
    </div>
  );
};
