import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  id: T;
  /** already translated */
  label: string;
  panel: ReactNode;
}

export interface TabsProps<T extends string> {
  /** the tab list's accessible name, already translated */
  label: string;
  tabs: readonly TabItem<T>[];
  active: T;
  onChange: (tab: T) => void;
  className?: string;
}

/**
 * Tabs as the WAI-ARIA tabs pattern: one tab stop, arrow keys, Home and End move between the
 * tabs and select them; only the active panel is rendered. Controlled, so that a page may keep
 * the choice in its address (a link can open a given tab). The tabs wrap onto a second line
 * rather than scroll: on a phone every label reads whole, none hides behind an edge
 * (docs/product/customer-area.md#profile-page).
 */
export const Tabs = <T extends string>({
  label,
  tabs,
  active,
  onChange,
  className,
}: TabsProps<T>) => {
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const select = (tab: T) => {
    onChange(tab);
    tabRefs.current[tab]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    select(tab.id);
  };
  const current = tabs.find((tab) => tab.id === active);
  return (
    <section className={`flex flex-col gap-4 ${className ?? ''}`}>
      <div
        role="tablist"
        aria-label={label}
        className="flex flex-wrap gap-x-1 border-b border-slate-200"
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabRefs.current[tab.id] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-${tab.id}-tab`}
            aria-controls={`${baseId}-${tab.id}-panel`}
            aria-selected={active === tab.id}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => onChange(tab.id)}
            onKeyDown={onKeyDown}
            className={`-mb-px min-h-11 whitespace-nowrap border-b-2 px-3 text-sm sm:px-4 font-medium focus:outline-none focus:ring-2 focus:ring-gold-400 ${
              active === tab.id
                ? 'border-ink-900 text-ink-900'
                : 'border-transparent text-slate-600'
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${baseId}-${active}-panel`}
        aria-labelledby={`${baseId}-${active}-tab`}
      >
        {current?.panel}
      </div>
    </section>
  );
};
