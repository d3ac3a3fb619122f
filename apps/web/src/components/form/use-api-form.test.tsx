import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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

describe('useApiForm with the request it sends', () => {
  const request = (error: unknown, isPending = false) => ({ error, isPending, reset: vi.fn() });

  it('gives a field its registration and its error as text, and the announcer the first error', () => {
    // read while rendering, as a form does: that is what makes an error render again
    const { result } = renderHook(() => {
      const form = useApiForm<Values>({
        defaultValues: { name: '', email: '' },
        serverFields: ['email'],
      });
      const shown = {
        name: form.field('name'),
        email: form.field('email'),
        first: form.firstErrorText(['name', 'email']),
      };
      return { form, shown };
    });
    act(() =>
      result.current.form.showApiError(
        new ApiError('Invalide', 'VALIDATION_FAILED', 400, { email: 'Adresse refusée.' }),
      ),
    );
    const { shown } = result.current;
    expect(shown.email).toMatchObject({ name: 'email', error: 'Adresse refusée.' });
    expect(shown.name).toMatchObject({ name: 'name', error: undefined });
    expect(shown.first).toBe('Adresse refusée.');
  });

  it("puts the request's failure and pending state in the footer", () => {
    const failing = request(new ApiError('Trop de demandes.', 'RATE_LIMITED', 429), true);
    const { result } = renderHook(() =>
      useApiForm<Values>({ defaultValues: { name: '', email: '' }, request: failing }),
    );
    expect(result.current.footerOf('Échec')).toEqual({ error: 'Trop de demandes.', pending: true });
  });

  it("puts the form's own summary before the request's failure, and the confirmation given", () => {
    const failing = request(new ApiError('Trop de demandes.', 'RATE_LIMITED', 429));
    const { result } = renderHook(() =>
      useApiForm<Values>({ defaultValues: { name: '', email: '' }, request: failing }),
    );
    const { footerOf } = result.current;
    expect(footerOf('Échec', { summary: 'Le nom est obligatoire.' }).error).toBe(
      'Le nom est obligatoire.',
    );
    expect(footerOf('Échec', { summary: undefined }).error).toBe('Trop de demandes.');
    expect(footerOf('Échec', { success: 'Message envoyé.' }).success).toBe('Message envoyé.');
  });

  it('forgets the failure of the previous request when the fields are invalid', async () => {
    const sent = request(null);
    const { result } = renderHook(() =>
      useApiForm<Values>({
        defaultValues: { name: '', email: '' },
        request: sent,
        resolver: () => ({ values: {}, errors: { name: { type: 'custom', message: 'x' } } }),
      }),
    );
    const onValid = vi.fn();
    await act(() => result.current.submitWith(onValid)(new Event('submit') as never));
    expect(onValid).not.toHaveBeenCalled();
    expect(sent.reset).toHaveBeenCalledOnce();
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
