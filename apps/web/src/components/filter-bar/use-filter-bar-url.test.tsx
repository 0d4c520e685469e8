import { act, cleanup, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { type FilterBarUrlState, useFilterBarUrl } from './use-filter-bar-url';

afterEach(cleanup);

function setup(path: string) {
  const state: { current: FilterBarUrlState | null } = { current: null };
  function Probe() {
    state.current = useFilterBarUrl();
    return null;
  }
  const router = createMemoryRouter([{ path: '/logs', element: <Probe /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  const current = () => {
    if (!state.current) throw new Error('not rendered');
    return state.current;
  };
  return { router, current };
}

describe('useFilterBarUrl', () => {
  it('reads the bar from the URL and writes changes back, keeping other parameters', () => {
    const { router, current } = setup('/logs?type=trace&filters=status%3Derror');
    expect(current().bar.filters).toEqual([{ id: 'status', params: ['error'] }]);
    expect(current().applied).toBe('status=error');

    act(() =>
      current().setBar({
        operator: 'OR',
        filters: [...current().bar.filters, { id: 'cost', params: ['gt', 0.5] }],
      }),
    );
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('type')).toBe('trace');
    expect(params.get('filters')).toBe('OR&status=error&cost=gt.0%2E5');
    expect(current().bar.operator).toBe('OR');
  });

  it('goes back and forward through bars, and value edits replace the current step', async () => {
    const { router, current } = setup('/logs?type=llm');
    act(() =>
      current().setBar({ operator: 'AND', filters: [{ id: 'status', params: ['success'] }] }),
    );
    act(() =>
      current().setBar(
        { operator: 'AND', filters: [{ id: 'status', params: ['error'] }] },
        { replace: true },
      ),
    );
    act(() =>
      current().setBar({
        operator: 'AND',
        filters: [
          { id: 'status', params: ['error'] },
          { id: 'search', params: [''] },
        ],
      }),
    );
    expect(current().bar.filters).toHaveLength(2);
    // The draft search survives in the URL but is not applied.
    expect(current().applied).toBe('status=error');

    await act(() => router.navigate(-1));
    expect(current().bar.filters).toEqual([{ id: 'status', params: ['error'] }]);
    await act(() => router.navigate(-1));
    expect(current().bar.filters).toEqual([]);
    expect(router.state.location.search).toBe('?type=llm');
    await act(() => router.navigate(1));
    expect(current().bar.filters).toEqual([{ id: 'status', params: ['error'] }]);
  });
});
