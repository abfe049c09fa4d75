import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraftOf } from './use-draft-of';

describe('useDraftOf', () => {
  it('keeps what is typed, and follows the address when Back or Forward changes it', () => {
    const { result, rerender } = renderHook(({ search }) => useDraftOf(search), {
      initialProps: { search: 'sofa' },
    });
    expect(result.current[0]).toBe('sofa');
    act(() => {
      result.current[1]('bunk');
    });
    rerender({ search: 'sofa' });
    expect(result.current[0]).toBe('bunk');
    rerender({ search: 'bed' }); // Back to ?search=bed
    expect(result.current[0]).toBe('bed');
  });
});
