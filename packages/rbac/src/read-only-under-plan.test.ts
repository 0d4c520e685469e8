import { describe, expect, it } from 'vitest';
import { readOnlyPastLimit } from './read-only-under-plan.js';

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('readOnlyPastLimit', () => {
  const owner = { id: 'o', createdAt: day(5), owner: true };
  const alice = { id: 'a', createdAt: day(1) };
  const bob = { id: 'b', createdAt: day(3) };
  const carol = { id: 'c', createdAt: day(3) };

  it.each([
    {
      name: 'keeps the owner before earlier members',
      list: [alice, owner, bob],
      limit: 1,
      readOnly: ['a', 'b'],
    },
    {
      name: 'keeps the earliest members within the limit',
      list: [bob, owner, alice],
      limit: 2,
      readOnly: ['b'],
    },
    {
      name: 'breaks ties of the same date by id',
      list: [carol, bob, owner, alice],
      limit: 3,
      readOnly: ['c'],
    },
    {
      name: 'leaves everyone writable within the limit',
      list: [owner, alice],
      limit: 2,
      readOnly: [],
    },
    {
      name: 'leaves everyone writable without a limit',
      list: [owner, alice, bob],
      limit: null,
      readOnly: [],
    },
    { name: 'ranks projects by creation date', list: [bob, alice], limit: 1, readOnly: ['b'] },
  ])('$name', ({ list, limit, readOnly }) => {
    expect(readOnlyPastLimit(list, limit)).toEqual(readOnly);
  });
});
