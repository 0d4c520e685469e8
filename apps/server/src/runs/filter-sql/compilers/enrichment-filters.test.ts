import type { EnricherKind, LanguageCode, RunEnrichments } from '@lookout/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { saveRunEnrichments } from '../../../enrichments/run-enrichment.repository.js';
import {
  all,
  any,
  filter,
  openSeededTestRuns,
  runId,
  selectedRunKeys,
  type TestRunKey,
} from '../../../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../../../testing/test-databases.js';
import { defaultCompileOptions } from '../run-condition.js';

const lang = (input: LanguageCode | null, output: LanguageCode | null) => ({
  input: input ? { code: input, confidence: 0.9 } : null,
  output: output ? { code: output, confidence: 0.9 } : null,
});
const mood = (label: 'positive' | 'neutral' | 'negative' | null) =>
  label ? { label, score: label === 'negative' ? -0.5 : label === 'positive' ? 0.5 : 0 } : null;
const pii = (...kinds: ('email' | 'phone')[]) => ({
  entities: kinds.map((kind) => ({ kind, text: 'x', start: 0, end: 1 })),
});
const tox = (toxic: boolean) => ({
  toxic,
  labels: toxic ? (['insult'] as ('insult' | 'threat')[]) : [],
  score: toxic ? 0.9 : 0,
});

/** What the enrichers found on some of the test runs (others are not enriched). */
const stored: [TestRunKey, RunEnrichments][] = [
  [
    'gpt-hello',
    {
      language: lang('en', 'en'),
      sentiment: { input: mood('positive'), output: mood('neutral') },
      pii: { input: pii(), output: pii() },
      toxicity: { input: tox(false), output: tox(false) },
      topics: { input: { topics: ['greeting'] }, output: { topics: [] } },
    },
  ],
  [
    'unicode',
    {
      language: lang('fr', 'ja'),
      sentiment: { input: mood('negative'), output: mood('positive') },
      pii: { input: pii('email'), output: pii() },
      toxicity: { input: tox(true), output: tox(false) },
      topics: { input: { topics: ['billing', 'refunds'] }, output: { topics: ['billing'] } },
    },
  ],
  [
    'chat-1',
    {
      language: lang(null, 'de'),
      sentiment: { input: null, output: mood('negative') },
      pii: { input: null, output: pii('phone') },
      toxicity: { input: null, output: tox(true) },
    },
  ],
  // Enriched but without any kind computed yet (the sweep's placeholder).
  ['gpt-json', {}],
];

describe.each(testDatabaseTargets())('enrichment filters on $kind', (target) => {
  const seeded = openSeededTestRuns(target);
  beforeAll(async () => {
    for (const [key, results] of stored) {
      const kinds = Object.keys(results) as EnricherKind[];
      await saveRunEnrichments(seeded.db, seeded.projectId, kinds.length ? kinds : ['language'], [
        { runId: runId(key), results, errors: {} },
      ]);
    }
  });
  const joined = { ...defaultCompileOptions, enrichments: 'joined' } as const;
  const perRun = { ...defaultCompileOptions, enrichments: 'per-run' } as const;
  /** The runs a bar selects, the same in each form: as planned, run by run, from the enrichments. */
  const select = async (bar: Parameters<typeof selectedRunKeys>[2]) => {
    const planned = await selectedRunKeys(seeded.db, seeded.projectId, bar);
    for (const options of [perRun, joined]) {
      expect({
        bar,
        form: options.enrichments,
        runs: await selectedRunKeys(seeded.db, seeded.projectId, bar, options),
      }).toEqual({ bar, form: options.enrichments, runs: planned });
    }
    return planned;
  };

  it('languages reads the chosen side, any of the codes', async () => {
    expect(await select(all(filter('languages', 'input', ['en', 'fr'])))).toEqual([
      'gpt-hello',
      'unicode',
    ]);
    expect(await select(all(filter('languages', 'output', ['ja', 'de'])))).toEqual([
      'unicode',
      'chat-1',
    ]);
    expect(await select(all(filter('languages', 'input', ['de'])))).toEqual([]);
  });

  it('sentiment reads the input, or the output of a run without input', async () => {
    expect(await select(all(filter('sentiment', 'negative')))).toEqual(['unicode', 'chat-1']);
    expect(await select(all(filter('sentiment', 'positive')))).toEqual(['gpt-hello']);
    expect(await select(all(filter('sentiment', 'neutral')))).toEqual([]);
  });

  it('pii contains on either side; not_contains only where it looked and found none', async () => {
    expect(await select(all(filter('pii', 'contains')))).toEqual(['unicode', 'chat-1']);
    expect(await select(all(filter('pii', 'not_contains')))).toEqual(['gpt-hello']);
  });

  it('toxicity reads the chosen side; runs not looked at match neither choice', async () => {
    expect(await select(all(filter('toxicity', 'input', 'toxic')))).toEqual(['unicode']);
    expect(await select(all(filter('toxicity', 'output', 'toxic')))).toEqual(['chat-1']);
    expect(await select(all(filter('toxicity', 'input', 'non-toxicity')))).toEqual(['gpt-hello']);
    expect(await select(all(filter('toxicity', 'output', 'non-toxicity')))).toEqual([
      'gpt-hello',
      'unicode',
    ]);
  });

  it('topics reads the chosen side, any of the topics, names exact', async () => {
    expect(await select(all(filter('topics', 'input', ['refunds', 'greeting'])))).toEqual([
      'gpt-hello',
      'unicode',
    ]);
    expect(await select(all(filter('topics', 'output', ['billing'])))).toEqual(['unicode']);
    expect(await select(all(filter('topics', 'output', ['Billing'])))).toEqual([]);
  });

  it('combines with other filters in AND and OR', async () => {
    expect(
      await select(all(filter('pii', 'contains'), filter('languages', 'input', ['fr']))),
    ).toEqual(['unicode']);
    expect(
      await select(any(filter('topics', 'input', ['greeting']), filter('sentiment', 'negative'))),
    ).toEqual(['gpt-hello', 'unicode', 'chat-1']);
  });

  it('a conversation matches through its messages, unless the read holds no conversations', async () => {
    const setThread = (thread: string | null) =>
      seeded.db
        .updateTable('run')
        .set({ thread_id: thread })
        .where('project_id', '=', seeded.projectId)
        .where('id', '=', runId('chat-1'))
        .execute();
    await setThread(runId('thread-root'));
    try {
      const negative = all(filter('sentiment', 'negative'));
      expect(await select(negative)).toEqual(['unicode', 'thread-root', 'chat-1']);
      const withoutThreads = { ...joined, threads: false };
      expect(await selectedRunKeys(seeded.db, seeded.projectId, negative, withoutThreads)).toEqual([
        'unicode',
        'chat-1',
      ]);
    } finally {
      await setThread(null);
    }
  });

  it('a second save of one kind replaces only that kind', async () => {
    await saveRunEnrichments(
      seeded.db,
      seeded.projectId,
      ['toxicity'],
      [
        {
          runId: runId('unicode'),
          results: { toxicity: { input: tox(false), output: tox(false) } },
          errors: {},
        },
      ],
    );
    expect(await select(all(filter('toxicity', 'input', 'toxic')))).toEqual([]);
    expect(await select(all(filter('languages', 'output', ['ja'])))).toEqual(['unicode']);
    const rows = await seeded.db
      .selectFrom('run_enrichment')
      .select('run_id')
      .where('project_id', '=', seeded.projectId)
      .execute();
    expect(rows).toHaveLength(stored.length);
  });
});
