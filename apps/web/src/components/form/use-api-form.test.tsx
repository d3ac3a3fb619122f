import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { alertText } from '../../lib/form-errors';
import { useApiForm } from './use-api-form';

type Values = { name: string; email: string };

describe('useApiForm', () => {
  it('puts the API field errors under the form’s server fields only, as given', () => {
    const { result } = renderHook(() =>
      useApiForm<Values>({ defaultValues: { name: '', email: '' }, serverFields: ['email'] }),
    );
    act(() =>
      result.current.showApiError(
        new ApiError('Invalide', 'VALIDATION_FAILED', 400, {
          email: 'Adresse déjà utilisée : choisissez-en une autre.',
          name: 'ignored',
        }),
      ),
    );
    const { getFieldState, errorText } = result.current;
    expect(errorText(getFieldState('email').error)).toBe(
      'Adresse déjà utilisée : choisissez-en une autre.',
    );
    expect(getFieldState('name').error).toBeUndefined();
  });

  it('ignores an error that is not the API’s', () => {
    const { result } = renderHook(() =>
      useApiForm<Values>({ defaultValues: { name: '', email: '' }, serverFields: ['email'] }),
    );
    act(() => result.current.showApiError(new Error('boom')));
    expect(result.current.getFieldState('email').error).toBeUndefined();
  });

  it('translates a schema message key', () => {
    const { result } = renderHook(() =>
      useApiForm<Values>({ defaultValues: { name: '', email: '' } }),
    );
    expect(result.current.errorText({ type: 'custom', message: 'validation.required' })).toBe(
      'Ce champ est obligatoire.',
    );
  });
});

describe('alertText', () => {
  it('is the server’s message, the fallback for a network failure, nothing without error', () => {
    expect(alertText(new ApiError('Trop de demandes.', 'RATE_LIMITED', 429), 'Échec')).toBe(
      'Trop de demandes.',
    );
    expect(alertText(new ApiError('x', 'NETWORK_ERROR', 0), 'Échec')).toBe('Échec');
    expect(alertText(null, 'Échec')).toBeUndefined();
  });
});
