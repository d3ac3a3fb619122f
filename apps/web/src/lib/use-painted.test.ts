import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePainted } from './use-painted';

describe('usePainted', () => {
  it('turns true after the first frame, not during the first render', async () => {
    const { result } = renderHook(() => usePainted());
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('waits for no frame in a hidden tab, which paints none', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const { result } = renderHook(() => usePainted());
    await waitFor(() => expect(result.current).toBe(true));
    expect(frame).not.toHaveBeenCalled();
  });
});
