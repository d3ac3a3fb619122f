import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ADDRESS_DEBOUNCE_MS, ADDRESS_MIN_CHARS, isSearchableAddress } from '@navette/shared';
import { fetchAddressSuggestions } from './address-search';
import type { AddressSuggestion } from './address-search';
import { Spinner } from './Spinner';

export type { AddressSuggestion };

export interface AddressInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** the suggestion picked, with its coordinates, for forms that want more than the text */
  onSelectSuggestion?: (suggestion: AddressSuggestion) => void;
  /** already translated; shown in red under the field */
  error?: string | undefined;
  required?: boolean;
  name?: string;
  placeholder?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

type SearchStatus = 'idle' | 'loading' | 'done' | 'failed';

const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * A free-text address with suggestions (docs/product/booking.md): searched from 3 characters,
 * 300 ms after the last keystroke, the previous request cancelled; a typed address is always
 * accepted, suggestions only help. ARIA 1.2 combobox with a listbox popup: the focus stays in the
 * input, the active option is named by aria-activedescendant.
 */
export const AddressInput = ({
  label,
  value,
  onChange,
  onBlur,
  onSelectSuggestion,
  error,
  required,
  name,
  placeholder,
  ref,
  className,
}: AddressInputProps) => {
  const { t } = useTranslation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [status, setStatus] = useState<SearchStatus>('idle');
  const [expanded, setExpanded] = useState(false);
  const [active, setActive] = useState(-1);
  const [focused, setFocused] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | undefined>(undefined);

  const cancelSearch = () => {
    clearTimeout(timer.current);
    controller.current?.abort();
  };
  useEffect(() => cancelSearch, []);

  const search = (query: string) => {
    const current = new AbortController();
    controller.current = current;
    setStatus('loading');
    fetchAddressSuggestions(query, current.signal).then(
      (found) => {
        if (current.signal.aborted) return;
        setSuggestions(found);
        setStatus('done');
        setActive(-1);
        setExpanded(found.length > 0);
      },
      (failure: unknown) => {
        if (isAbort(failure) || current.signal.aborted) return;
        // logged only (docs/product/booking.md); the visitor keeps typing a free address
        console.warn('Address search failed', failure);
        setSuggestions([]);
        setStatus('failed');
        setExpanded(false);
      },
    );
  };

  const onInput = (text: string) => {
    onChange(text);
    cancelSearch();
    setActive(-1);
    if (!isSearchableAddress(text)) {
      setSuggestions([]);
      setStatus('idle');
      setExpanded(false);
      return;
    }
    timer.current = setTimeout(() => search(text.trim()), ADDRESS_DEBOUNCE_MS);
  };

  const pick = (suggestion: AddressSuggestion) => {
    cancelSearch();
    onChange(suggestion.display_name);
    onSelectSuggestion?.(suggestion);
    setSuggestions([]);
    setStatus('idle');
    setExpanded(false);
    setActive(-1);
  };

  const isOpen = expanded && suggestions.length > 0;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setExpanded(true);
      setActive((index) => (isOpen ? (index + step + count) % count : step > 0 ? 0 : count - 1));
    } else if (event.key === 'Enter' && isOpen && active >= 0) {
      // picks the suggestion instead of submitting the form
      event.preventDefault();
      const suggestion = suggestions[active];
      if (suggestion) pick(suggestion);
    } else if (event.key === 'Escape' && isOpen) {
      // closes the list, not the modal dialog the field may sit in
      event.stopPropagation();
      setExpanded(false);
      setActive(-1);
    }
  };

  const onInputBlur = () => {
    setFocused(false);
    setExpanded(false);
    setActive(-1);
    const trimmed = value.trim();
    if (trimmed !== value) onChange(trimmed);
    onBlur?.();
  };

  const searchable = isSearchableAddress(value);
  const hint =
    focused && !searchable
      ? t('widgets.addressInput.minChars', { count: ADDRESS_MIN_CHARS })
      : status === 'done' && suggestions.length === 0 && searchable
        ? t('widgets.addressInput.noResults')
        : undefined;
  const describedBy = error ? errorId : hint ? hintId : undefined;

  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <div className="relative mt-1.5">
        <input
          ref={ref}
          id={id}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listboxId}
          aria-activedescendant={isOpen && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          value={value}
          onChange={(event) => onInput(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={onInputBlur}
          className={`block min-h-12 w-full rounded-lg border bg-white px-3.5 pr-11 text-base text-ink-900 shadow-xs transition-colors placeholder:text-slate-500 focus:border-gold-600 focus:outline-3 focus:outline-offset-0 focus:outline-gold-300 ${
            error ? 'border-error-600' : 'border-slate-300'
          }`}
        />
        {status === 'loading' && (
          <Spinner
            size="small"
            color="gray"
            label={t('widgets.addressInput.searching')}
            className="absolute inset-y-0 right-4"
          />
        )}
        <ul
          id={listboxId}
          role="listbox"
          aria-label={t('widgets.addressInput.suggestions')}
          hidden={!isOpen}
          className="absolute top-full right-0 left-0 z-30 mt-1 max-h-72 overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-raised"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // keeps the focus in the input, so that the blur does not close the list first
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className={`cursor-pointer px-3.5 py-2.5 text-sm text-ink-900 ${
                index === active ? 'bg-gold-100' : 'hover:bg-slate-100'
              }`}
            >
              {suggestion.display_name}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {status === 'done' && suggestions.length > 0
          ? t('widgets.addressInput.resultCount', { count: suggestions.length })
          : ''}
      </p>
      {error ? (
        <p id={errorId} className="min-h-6 pt-1 text-sm text-error-600">
          {error}
        </p>
      ) : (
        <p id={hintId} className="min-h-6 pt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
};
