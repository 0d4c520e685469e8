import type { InsightExample, InsightsResponse, TopicInsight } from '@lookout/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema.js';
import { enrichmentTexts } from '../enrichments/enrichment-texts.js';

/** Examples shown per topic. */
const examplesPerTopic = 3;
/** Characters of an example's opening message. */
const openingLength = 200;

interface TopicCount {
  topic: string;
  period: 'now' | 'before';
  conversations: number;
  negative: number;
}

interface ExampleRow {
  topic: string;
  convo: string;
  negative: boolean;
  started_at: Date | string;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * Topics over a project's conversations in `[from, to)` and the previous period of the same
 * length: a conversation is a thread (its own run and its messages, keyed by the thread's id);
 * it is about a topic when one of its runs of the period was classified into it, and unhappy
 * when one of its user messages of the period reads as negative. Exact counts, in SQL.
 */
export async function topicInsights(
  db: Kysely<Database>,
  projectId: string,
  range: { from: string; to: string },
): Promise<InsightsResponse> {
  const from = new Date(range.from);
  const to = new Date(range.to);
  const previousFrom = new Date(from.getTime() - (to.getTime() - from.getTime()));

  const base = sql`
    with r as (
      select coalesce(run.thread_id, run.id) as convo,
             case when run.created_at >= ${from} then 'now' else 'before' end as period,
             run.created_at,
             coalesce(re.input_topics, '{}') || coalesce(re.output_topics, '{}') as topics,
             re.input_sentiment = 'negative' as negative
        from run
        join run_enrichment re on re.project_id = run.project_id and re.run_id = run.id
       where run.project_id = ${projectId}
         and run.created_at >= ${previousFrom}
         and run.created_at < ${to}
         and (run.type in ('thread', 'convo') or run.thread_id is not null)
    ),
    c as (
      select convo, period, min(created_at) as started_at, bool_or(coalesce(negative, false)) as negative
        from r group by convo, period
    ),
    t as (
      select distinct r.convo, r.period, u.topic
        from r cross join lateral unnest(r.topics) as u(topic)
       where u.topic is not null
    )`;

  const [counts, totals, examples] = await Promise.all([
    sql<TopicCount>`${base}
      select t.topic, t.period,
             count(*)::int as conversations,
             count(*) filter (where c.negative)::int as negative
        from t join c on c.convo = t.convo and c.period = t.period
       group by t.topic, t.period`.execute(db),
    sql<{ conversations: number }>`${base}
      select count(*)::int as conversations from c where period = 'now'`.execute(db),
    sql<ExampleRow>`${base}
      select topic, convo, negative, started_at from (
        select t.topic, t.convo, c.negative, c.started_at,
               row_number() over (
                 partition by t.topic order by c.negative desc, c.started_at desc, t.convo
               ) as rank
          from t join c on c.convo = t.convo and c.period = t.period
         where t.period = 'now'
      ) ranked
       where rank <= ${examplesPerTopic}`.execute(db),
  ]);

  const openings = await openingsOf(db, projectId, [
    ...new Set(examples.rows.map((row) => row.convo)),
  ]);

  const byTopic = new Map<string, TopicInsight>();
  const entry = (topic: string) => {
    let found = byTopic.get(topic);
    if (!found) {
      found = {
        topic,
        conversations: 0,
        previousConversations: 0,
        growth: null,
        negativeConversations: 0,
        negativeShare: null,
        examples: [],
      };
      byTopic.set(topic, found);
    }
    return found;
  };
  for (const row of counts.rows) {
    const insight = entry(row.topic);
    if (row.period === 'now') {
      insight.conversations = Number(row.conversations);
      insight.negativeConversations = Number(row.negative);
    } else insight.previousConversations = Number(row.conversations);
  }
  const sortedExamples = [...examples.rows].sort(
    (a, b) =>
      Number(b.negative) - Number(a.negative) ||
      Date.parse(iso(b.started_at)) - Date.parse(iso(a.started_at)) ||
      a.convo.localeCompare(b.convo),
  );
  for (const row of sortedExamples) {
    const example: InsightExample = {
      id: row.convo,
      opening: openings.get(row.convo) ?? null,
      negative: row.negative === true,
      startedAt: iso(row.started_at),
    };
    entry(row.topic).examples.push(example);
  }
  for (const insight of byTopic.values()) {
    insight.growth =
      insight.previousConversations === 0
        ? null
        : (insight.conversations - insight.previousConversations) / insight.previousConversations;
    insight.negativeShare =
      insight.conversations === 0 ? null : insight.negativeConversations / insight.conversations;
  }
  const topics = [...byTopic.values()].sort(
    (a, b) =>
      b.conversations - a.conversations ||
      b.previousConversations - a.previousConversations ||
      a.topic.localeCompare(b.topic),
  );
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    previousFrom: previousFrom.toISOString(),
    conversations: Number(totals.rows[0]?.conversations ?? 0),
    topics,
  };
}

/** What the user wrote first in each conversation: its earliest message with an input, else the thread's own. */
async function openingsOf(
  db: Kysely<Database>,
  projectId: string,
  conversations: string[],
): Promise<Map<string, string>> {
  const openings = new Map<string, string>();
  if (conversations.length === 0) return openings;
  const rows = await db
    .selectFrom('run')
    .select([sql<string>`coalesce(thread_id, id)`.as('convo'), 'input', 'output'])
    .distinctOn(sql`coalesce(thread_id, id)`)
    .where('project_id', '=', projectId)
    .where((eb) => eb.or([eb('thread_id', 'in', conversations), eb('id', 'in', conversations)]))
    .where('input', 'is not', null)
    .orderBy(sql`coalesce(thread_id, id)`)
    .orderBy(sql`thread_id is null`)
    .orderBy('created_at')
    .execute();
  for (const row of rows) {
    const text = enrichmentTexts({ input: row.input, output: null }).input;
    if (text) openings.set(row.convo, text.slice(0, openingLength));
  }
  return openings;
}
