import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorUnder } from './field-error';

describe('errorUnder', () => {
  it('reads the -error description of the labelled field, not its hint', () => {
    render(
      <>
        <label htmlFor="nom">Nom</label>
        <input id="nom" aria-describedby="nom-hint nom-error" />
        <p id="nom-hint">Tel qu'il figure sur vos papiers.</p>
        <p id="nom-error">Le nom est requis.</p>
        <label htmlFor="ville">Ville</label>
        <input id="ville" aria-describedby="ville-hint" />
      </>,
    );
    expect(errorUnder('Nom')).toBe('Le nom est requis.');
    expect(errorUnder('Ville')).toBeUndefined();
  });
});
