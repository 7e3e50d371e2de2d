import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFiltrosPaginados } from './use-filtros-paginados.ts';

describe('useFiltrosPaginados', () => {
  it('mudar um filtro volta à página 1 e diz que há filtro', () => {
    const { result } = renderHook(() => useFiltrosPaginados({ search: '', status: '' }));
    expect(result.current.filtrando).toBe(false);
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);

    act(() => result.current.mudar({ status: 'offline' }));
    expect(result.current.page).toBe(1);
    expect(result.current.filtros).toEqual({ search: '', status: 'offline' });
    expect(result.current.filtrando).toBe(true);

    act(() => result.current.mudar({ status: '' }));
    expect(result.current.filtrando).toBe(false);
  });
});
