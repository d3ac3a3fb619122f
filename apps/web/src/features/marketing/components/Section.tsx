import type { ReactNode } from 'react';
import { CheckIcon } from '../../../components/Icons';

/** A page section with its heading and introduction; `tone` sets the band colour. */
export const Section = ({
  id,
  title,
  intro,
  tone = 'cream',
  children,
  centered = false,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: 'cream' | 'white' | 'navy';
  centered?: boolean;
  children: ReactNode;
}) => {
  const band = { cream: '', white: 'bg-white', navy: 'bg-ink-900 text-white' }[tone];
  return (
    <section aria-labelledby={id} className={band}>
      <div className="container-page py-14 md:py-20">
        <div className={centered ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
          <div
            aria-hidden="true"
            className={`mb-4 h-1 w-12 rounded-full bg-gold-500 ${centered ? 'mx-auto' : ''}`}
          />
          <h2
            id={id}
            className={`text-3xl font-semibold md:text-4xl ${tone === 'navy' ? 'text-white' : 'text-ink-900'}`}
          >
            {title}
          </h2>
          {intro && (
            <p className={`mt-4 text-lg ${tone === 'navy' ? 'text-ink-100' : 'text-slate-600'}`}>
              {intro}
            </p>
          )}
        </div>
        <div className="mt-10">{children}</div>
      </div>
    </section>
  );
};

/** A list of short facts, each with a gold check. */
export const CheckList = ({
  items,
  tone = 'light',
  className = '',
}: {
  items: readonly string[];
  tone?: 'light' | 'dark';
  className?: string;
}) => (
  <ul className={`flex flex-col gap-3 ${className}`}>
    {items.map((item) => (
      <li key={item} className="flex gap-3">
        <span
          className={`mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full ${
            tone === 'dark' ? 'bg-gold-500 text-ink-950' : 'bg-gold-100 text-gold-700'
          }`}
        >
          <CheckIcon className="size-4" />
        </span>
        <span className={tone === 'dark' ? 'text-ink-100' : 'text-slate-700'}>{item}</span>
      </li>
    ))}
  </ul>
);

/** Cards of a title and a sentence, with an optional icon. */
export const FeatureCards = ({
  items,
  columns = 3,
}: {
  items: ReadonlyArray<{ id: string; title: string; text: string; icon?: ReactNode }>;
  columns?: 2 | 3 | 4;
}) => {
  const grid = {
    2: 'sm:grid-cols-2',
    3: 'sm:grid-cols-2 lg:grid-cols-3',
    4: 'sm:grid-cols-2 lg:grid-cols-4',
  }[columns];
  return (
    <ul className={`grid gap-5 ${grid}`}>
      {items.map((item) => (
        <li key={item.id} className="rounded-2xl bg-white p-6 shadow-card">
          {item.icon && (
            <span className="mb-4 flex size-12 items-center justify-center rounded-full bg-gold-100 text-gold-700">
              {item.icon}
            </span>
          )}
          <h3 className="text-xl font-semibold text-ink-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  );
};
