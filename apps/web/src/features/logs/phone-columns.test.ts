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
  });

  it('puts a conversation name, its messages, cost and duration first', () => {
    const order = ids(phoneColumnOrder(defaults('thread')));
    expect(order.slice(0, 4)).toEqual(['name', 'cost', 'duration', 'messages']);
    expect(order.indexOf('openingMessage')).toBeGreaterThan(3);
  });

  it('keeps the other columns in their usual order', () => {
    expect(ids(phoneColumnOrder([{ id: 'b' }, { id: 'cost' }, { id: 'a' }]))).toEqual([
      'cost',
      'b',
      'a',
    ]);
  });
});
