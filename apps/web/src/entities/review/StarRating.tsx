import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_NOTE_MAX, REVIEW_NOTE_MIN } from '@navette/shared';
import { StarIcon } from '../../components/PageIcons';

const NOTES = Array.from(
  { length: REVIEW_NOTE_MAX - REVIEW_NOTE_MIN + 1 },
  (_, index) => REVIEW_NOTE_MIN + index,
);

/** A review's note as stars, read as one image ("4 étoiles sur 5"). */
export const StarRating = ({ note, className }: { note: number; className?: string }) => {
  const { t } = useTranslation();
  return (
    <span
      role="img"
      aria-label={t('marketing.stars', { note })}
      className={`flex text-gold-500 ${className ?? ''}`}
    >
      {NOTES.map((value) => (
        <StarIcon key={value} filled={value <= note} className="size-5" />
      ))}
    </span>
  );
};

/**
 * Choosing a note: native radio buttons (arrow keys move and select, the group has its legend),
 * drawn as stars filled up to the chosen one. Each star's accessible name says "3 sur 5".
 */
export const StarRatingInput = ({
  legend,
  optionLabel,
  value,
  onChange,
  disabled = false,
}: {
  legend: string;
  /** the accessible name of one star, already translated */
  optionLabel: (note: number) => string;
  value: number;
  onChange: (note: number) => void;
  disabled?: boolean;
}) => {
  const name = useId();
  return (
    <fieldset disabled={disabled}>
      <legend className="block text-sm font-semibold text-ink-900">{legend}</legend>
      <div className="mt-1.5 flex gap-1">
        {NOTES.map((note) => (
          <label
            key={note}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md text-gold-500 has-focus-visible:outline-3 has-focus-visible:outline-gold-300 hover:bg-gold-50"
          >
            <input
              type="radio"
              name={name}
              value={note}
              checked={value === note}
              onChange={() => onChange(note)}
              className="sr-only"
            />
            <StarIcon filled={note <= value} className="size-8" />
            <span className="sr-only">{optionLabel(note)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
};
