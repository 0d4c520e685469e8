import { describe, expect, it } from 'vitest';
import { logColumns } from './log-columns';
import { phoneColumnOrder } from './phone-columns';

const ids = (columns: readonly { id: string }[]) => columns.map((column) => column.id);
const defaults = (type: keyof typeof logColumns) =>
  logColumns[type].filter((column) => column.defaultVisible);

describe('phoneColumnOrder', () => {
  it('puts the model, status, cost and duration of an LLM call first, the text after', () => {
    const order = ids(phoneColumnOrder(defaults('llm')));
    expect(order.slice(0, 4)).toEqual(['name', 'status', 'cost', 'duration']);
    expect(order.indexOf('input')).toBeGreaterThan(order.indexOf('tokens'));
    expect(order).toHaveLength(defaults('llm').length);
    // With the selection box (32 px), model, status and cost fit a 390 px window whole.
    const [model, status, cost] = phoneColumnOrder(defaults('llm'));
    expect(32 + (model?.width ?? 0) + (status?.width ?? 0) + (cost?.width ?? 0)).toBeLessThan(360);
  });

  it('puts a conversation name, its messages, cost and duration first', () => {
    const order = ids(phoneColumnOrder(defaults('thread')));
    expect(order.slice(0, 4)).toEqual(['name', 'cost', 'duration', 'messages']);
    expect(order.indexOf('openingMessage')).toBeGreaterThan(3);
  });

  it('keeps the other columns in their usual order', () => {
    const column = (id: string) => ({ id, width: 100 });
    expect(ids(phoneColumnOrder([column('b'), column('cost'), column('a')]))).toEqual([
      'cost',
      'b',
      'a',
    ]);
  });
});
