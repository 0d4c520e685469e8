import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type RunEvent, runEventKinds } from './run-event.js';
import { type MergedRun, mergedRunSchema, mergeEventBatch, mergeRunEvents } from './run-merge.js';

const runId = '3e386506-e35b-44d8-9051-787288381e0a';
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

function event(partial: Partial<RunEvent> & Pick<RunEvent, 'kind'>): RunEvent {
  return { source: 'lunary', runId, timestamp: at(0), ...partial };
}

function fold(events: readonly RunEvent[], initial?: MergedRun): MergedRun | undefined {
  let state = initial;
  for (const item of events) state = mergeRunEvents(state, item);
  return state;
}

/** What the lead stores: the state as JSON, read back through the schema. */
function roundTrip(state: MergedRun | undefined): MergedRun | undefined {
  return state && mergedRunSchema.parse(JSON.parse(JSON.stringify(state)));
}

const start = event({
  kind: 'start',
  type: 'llm',
  timestamp: at(0),
  name: 'gpt-4o-mini',
  input: [{ role: 'user', content: 'Capital of France?' }],
  params: { temperature: 0.3 },
  metadata: { feature: 'qa' },
  tags: ['prod'],
  userId: 'user-123',
});
const end = event({
  kind: 'end',
  type: 'llm',
  timestamp: at(38),
  output: { role: 'assistant', content: 'Paris.' },
  tokens: { prompt: 21, completion: 7 },
});

describe('mergeRunEvents', () => {
  it('builds the same run from start+end and end+start', () => {
    const inOrder = fold([start, end]);
    const reversed = fold([end, start]);
    expect(reversed).toEqual(inOrder);
    expect(inOrder).toMatchObject({
      runId,
      type: 'llm',
      status: 'success',
      name: 'gpt-4o-mini',
      startedAt: at(0),
      endedAt: at(38),
      output: { role: 'assistant', content: 'Paris.' },
      tokens: { prompt: 21, completion: 7 },
      tags: ['prod'],
      userId: 'user-123',
      params: { temperature: 0.3 },
      metadata: { feature: 'qa' },
    });
  });

  it('keeps the earliest start and the latest end', () => {
    const run = fold([
      event({ kind: 'start', timestamp: at(10) }),
      event({ kind: 'start', timestamp: at(5) }),
      event({ kind: 'end', timestamp: at(20) }),
      event({ kind: 'end', timestamp: at(15) }),
    ]);
    expect(run?.startedAt).toEqual(at(5));
    expect(run?.endedAt).toEqual(at(20));
  });

  it('lets an error win over success, whatever came last', () => {
    const failed = event({
      kind: 'error',
      timestamp: at(5),
      error: { message: 'Timeout', stack: 'at x' },
    });
    const run = fold([start, failed, end]);
    expect(run?.status).toBe('error');
    expect(run?.error).toEqual({ message: 'Timeout', stack: 'at x' });
    expect(fold([end, start])?.status).toBe('success');
    expect(fold([start])?.status).toBe('started');
  });

  it('does not let an empty value hide a real one', () => {
    const run = fold([
      event({ kind: 'start', timestamp: at(0), input: 'hello' }),
      event({ kind: 'update', timestamp: at(9), input: '', metadata: { a: null } }),
      event({ kind: 'update', timestamp: at(1), metadata: { a: 'kept' } }),
    ]);
    expect(run?.input).toBe('hello');
    expect(run?.metadata).toEqual({ a: 'kept' });
    // an empty value alone is still stored
    expect(fold([event({ kind: 'end', output: null })])?.output).toBeNull();
  });

  it('merges metadata key by key, the later write winning per key', () => {
    const run = fold([
      event({ kind: 'update', timestamp: at(2), metadata: { status: 'done' } }),
      event({ kind: 'start', timestamp: at(0), metadata: { status: 'running', feature: 'qa' } }),
    ]);
    expect(run?.metadata).toEqual({ feature: 'qa', status: 'done' });
  });

  it('keeps the latest feedback by time; a null thumb clears it', () => {
    const up = event({
      kind: 'feedback',
      timestamp: at(100),
      feedback: { thumb: 'up', comment: 'great' },
    });
    const down = event({ kind: 'feedback', timestamp: at(200), feedback: { thumb: 'down' } });
    const cleared = event({
      kind: 'feedback',
      timestamp: at(300),
      feedback: { thumb: null, comment: null },
    });
    expect(fold([down, up])?.feedback).toEqual({ thumb: 'down', comment: 'great' });
    expect(fold([cleared, up, down])?.feedback).toEqual({ thumb: null });
    expect(fold([down, up])?.status).toBeUndefined();
  });

  it('unions tags and keeps one score per label', () => {
    const run = fold([
      event({ kind: 'start', tags: ['b', 'a'] }),
      event({ kind: 'update', timestamp: at(1), tags: ['a', 'c'] }),
      event({ kind: 'score', timestamp: at(2), scores: [{ label: 'accuracy', value: 0.5 }] }),
      event({
        kind: 'score',
        timestamp: at(3),
        scores: [{ label: 'accuracy', value: 0.9, comment: 'ok' }],
      }),
      event({ kind: 'score', timestamp: at(1), scores: [{ label: 'tone', value: 'formal' }] }),
    ]);
    expect(run?.tags).toEqual(['a', 'b', 'c']);
    expect(run?.scores).toEqual([
      { label: 'accuracy', value: 0.9, comment: 'ok' },
      { label: 'tone', value: 'formal' },
    ]);
  });

  it('keeps metadata keys such as __proto__ as plain data', () => {
    const metadata = JSON.parse('{"__proto__": {"polluted": true}, "x": 1}');
    const run = fold([event({ kind: 'update', metadata })]);
    expect(Object.keys(run?.metadata ?? {})).toEqual(['__proto__', 'x']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an event of another run', () => {
    const run = fold([start]);
    const other = { ...end, runId: '00000000-0000-4000-8000-000000000000' };
    expect(() => mergeRunEvents(run, other)).toThrow(/Cannot merge/);
  });

  it('survives a JSON round trip of the stored state', () => {
    const stored = roundTrip(fold([end]));
    expect(fold([start], stored)).toEqual(fold([start, end]));
  });
});

describe('mergeEventBatch', () => {
  it('merges events of several runs, starting from stored states', () => {
    const otherId = '00000000-0000-4000-8000-000000000001';
    const storedRun = fold([start]);
    const runs = mergeEventBatch([end, { ...start, runId: otherId }], (id) =>
      id === runId ? storedRun : undefined,
    );
    expect(runs.get(runId)).toEqual(fold([start, end]));
    expect(runs.get(otherId)?.status).toBe('started');
  });
});

const jsonPool = fc.constantFrom<unknown>(
  null,
  '',
  'x',
  'y',
  0,
  3,
  [],
  {},
  ['a'],
  { k: 1 },
  { k: 2 },
);
const arbitraryEvent: fc.Arbitrary<RunEvent> = fc
  .record(
    {
      kind: fc.constantFrom(...runEventKinds),
      timestamp: fc.integer({ min: 0, max: 4 }).map(at),
      type: fc.constantFrom('llm' as const, 'chain' as const, 'thread' as const),
      status: fc.constantFrom('started' as const, 'success' as const, 'error' as const),
      parentRunId: fc.constantFrom(
        '00000000-0000-4000-8000-00000000000a',
        '00000000-0000-4000-8000-00000000000b',
      ),
      name: fc.constantFrom('', 'a', 'b'),
      input: jsonPool,
      output: jsonPool,
      params: fc.dictionary(fc.constantFrom('temperature', 'top_p'), jsonPool, { maxKeys: 2 }),
      metadata: fc.dictionary(fc.constantFrom('a', 'b', '__proto__', 'c.d'), jsonPool, {
        maxKeys: 3,
      }),
      userProps: fc.dictionary(fc.constantFrom('name', 'email'), jsonPool, { maxKeys: 2 }),
      tags: fc.subarray(['a', 'b', 'c']),
      userId: fc.constantFrom('u1', 'u2'),
      tokens: fc.record(
        { prompt: fc.nat(3), completion: fc.nat(3), cachedPrompt: fc.nat(3), total: fc.nat(3) },
        { requiredKeys: [] },
      ),
      cost: fc.constantFrom(0, 0.5, 1),
      error: fc.record(
        { message: fc.constantFrom('boom', 'bang'), stack: fc.constantFrom('s1', 's2') },
        { requiredKeys: ['message'] },
      ),
      feedback: fc.record(
        {
          thumb: fc.constantFrom('up' as const, 'down' as const, null),
          comment: fc.constantFrom('nice', 'meh', null),
        },
        { requiredKeys: [] },
      ),
      scores: fc.array(
        fc.record(
          {
            label: fc.constantFrom('q', 'r'),
            value: fc.constantFrom<number | string | boolean>(1, 'good', true),
            comment: fc.constantFrom('c1', 'c2'),
          },
          { requiredKeys: ['label', 'value'] },
        ),
        { maxLength: 2 },
      ),
      templateVersionId: fc.constantFrom('t1', 't2'),
      model: fc.constantFrom('gpt-4o', 'gpt-4o-mini'),
    },
    { requiredKeys: ['kind', 'timestamp'] },
  )
  .map((fields) => ({ source: 'lunary', runId, ...fields }) as RunEvent);

describe('mergeRunEvents laws (property)', () => {
  it('gives the same run for any order, duplication or retry of the same events', () => {
    const scenario = fc
      .array(arbitraryEvent, { minLength: 1, maxLength: 8 })
      .chain((events) =>
        fc.tuple(
          fc.constant(events),
          fc.shuffledSubarray(events, { minLength: events.length, maxLength: events.length }),
          fc.array(fc.nat(events.length - 1), { maxLength: 4 }),
          fc.nat(events.length),
        ),
      );
    fc.assert(
      fc.property(scenario, ([events, shuffled, duplicates, cut]) => {
        const expected = fold(events);
        const withDuplicates = [...shuffled];
        for (const index of duplicates) {
          const copy = events[index];
          if (copy) withDuplicates.splice(index % (withDuplicates.length + 1), 0, copy);
        }
        expect(fold(withDuplicates)).toEqual(expected);
        // stored between two requests and read back
        const firstRequest = roundTrip(fold(withDuplicates.slice(0, cut)));
        expect(fold(withDuplicates.slice(cut), firstRequest)).toEqual(expected);
      }),
      { numRuns: 1500 },
    );
  });

  it('is idempotent: merging an event twice changes nothing', () => {
    fc.assert(
      fc.property(fc.array(arbitraryEvent, { minLength: 1, maxLength: 6 }), (events) => {
        const state = fold(events);
        for (const item of events) expect(mergeRunEvents(state, item)).toEqual(state);
      }),
      { numRuns: 1000 },
    );
  });
});
