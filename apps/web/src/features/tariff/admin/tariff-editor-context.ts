import { createContext, useContext } from 'react';
import type { Service, Vehicle } from '@navette/shared';
import type { RateDraft, TariffDraft } from './tariff-draft';

/*
 * What every section of the tariff's editor reads and changes: the draft, its field messages by
 * the schema's paths, and the services and vehicles that name the rates.
 */
export interface TariffEditor {
  draft: TariffDraft;
  /** changes a copy of the draft (the sections write plain assignments) */
  edit: (change: (draft: TariffDraft) => void) => void;
  /**
   * the field's message at a schema path (`zones.0.postcodes`), translated, if any; unless
   * `exact`, the first one under it too (a postcode of the list: `zones.0.postcodes.3`)
   */
  errorOf: (path: string, exact?: boolean) => string | undefined;
  /** whether anything under a path is in error (a zone, a rate) */
  hasErrorUnder: (path: string) => boolean;
  /** forgets the messages (after a change that moves the items they point at) */
  clearErrors: () => void;
  services: readonly Service[];
  vehicles: readonly Vehicle[];
  language: string;
}

export const TariffEditorContext = createContext<TariffEditor | null>(null);

export const useTariffEditor = (): TariffEditor => {
  const editor = useContext(TariffEditorContext);
  if (!editor) throw new Error('useTariffEditor outside the tariff editor');
  return editor;
};

/** One rate of the draft, its schema path and a change of it alone. */
export const useRate = (index: number) => {
  const { draft, edit } = useTariffEditor();
  return {
    rate: draft.rates[index],
    at: `rates.${index}`,
    editRate: (change: (rate: RateDraft) => void) =>
      edit((next) => {
        const rate = next.rates[index];
        if (rate) change(rate);
      }),
  };
};
