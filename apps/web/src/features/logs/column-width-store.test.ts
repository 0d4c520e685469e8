import { beforeEach, describe, expect, it } from 'vitest';
import { columnWidthScope, useColumnWidthStore } from './column-width-store';

beforeEach(() => {
  useColumnWidthStore.setState({ widths: {} });
  window.localStorage.clear();
});

describe('remembered column widths', () => {
  it('belong to the open saved view, else to the list type', () => {
    const { setWidth } = useColumnWidthStore.getState();
    setWidth(columnWidthScope('llm', 'view-1'), 'input', 400);
    setWidth(columnWidthScope('llm', undefined), 'input', 200);
    const { widths } = useColumnWidthStore.getState();
    expect(widths[columnWidthScope('llm', 'view-1')]).toEqual({ input: 400 });
    expect(widths[columnWidthScope('llm', undefined)]).toEqual({ input: 200 });
    expect(widths[columnWidthScope('trace', undefined)]).toBeUndefined();
  });

  it('survive a reload', () => {
    useColumnWidthStore.getState().setWidth('type:llm', 'cost', 140);
    const saved = JSON.parse(window.localStorage.getItem('lookout-log-column-widths') ?? '{}');
    expect(saved.state.widths).toEqual({ 'type:llm': { cost: 140 } });
  });

  it('keep a column between 60 and 1200 px', () => {
    const { setWidth } = useColumnWidthStore.getState();
    setWidth('type:llm', 'cost', 5);
    setWidth('type:llm', 'input', 5000);
    expect(useColumnWidthStore.getState().widths['type:llm']).toEqual({ cost: 60, input: 1200 });
  });
});
