import type { JsonValue } from '@lookout/domain';
import { canonicalJson, isEmptyJson } from './json-value.js';
import type { RunEventKind } from './run-event.js';

/**
 * When a register's value was written: the event's time in epoch milliseconds
 * and the rank of the event's kind. Stored beside the merged run so that a
 * later event can be merged the same way whatever order it arrives in.
 */
export type Stamp = [at: number, rank: number];

/**
 * Tie-break between events of the same millisecond: a later stage of a run's
 * life wins (an update after its start, feedback after everything).
 */
export const kindRanks = {
  start: 0,
  'chat-message': 1,
  'custom-event': 1,
  log: 1,
  end: 2,
  error: 3,
  update: 4,
  feedback: 5,
  score: 5,
} as const satisfies Record<RunEventKind, number>;

export interface RegisterWrite {
  value: JsonValue;
  stamp: Stamp;
}

/**
 * Whether `candidate` replaces the register's current value. The order is
 * total, so the winner of a set of writes never depends on their order:
 * 1. when `emptyLoses`, a non-empty value beats an empty one (null, '', [], {});
 * 2. then the later timestamp wins;
 * 3. then the higher kind rank;
 * 4. then the greater canonical JSON text (equal text means an equal value).
 */
export function beats(
  candidate: RegisterWrite,
  current: RegisterWrite | undefined,
  emptyLoses: boolean,
): boolean {
  if (current === undefined) return true;
  if (emptyLoses) {
    const candidateEmpty = isEmptyJson(candidate.value);
    if (candidateEmpty !== isEmptyJson(current.value)) return !candidateEmpty;
  }
  if (candidate.stamp[0] !== current.stamp[0]) return candidate.stamp[0] > current.stamp[0];
  if (candidate.stamp[1] !== current.stamp[1]) return candidate.stamp[1] > current.stamp[1];
  return canonicalJson(candidate.value) > canonicalJson(current.value);
}

/** Entries sorted by key, as a fresh object (own `__proto__` keys stay plain data). */
export function sortedRecord<T>(entries: Iterable<[string, T]>): Record<string, T> {
  return Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
