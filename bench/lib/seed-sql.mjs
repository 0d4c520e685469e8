// SQL that writes realistic runs straight into the `run` table, many rows a
// statement (INSERT … SELECT over generate_series), deterministic for a seed.
//
// Rows come in blocks of 10, newest blocks last, spread over 30 days:
//   positions 0–4  standalone LLM calls
//   position 5     a trace root (agent), or a thread in every 4th block
//   positions 6–9  its children: 2 LLM calls, a tool, a retriever
//                  (in a thread block: 4 chat messages)
import { assistantAnswer, models, systemPrompt, userPrompt } from './chat-text.mjs';

/** Price per million tokens (input, output) of each model, by index in `models`. */
const prices = models.map(
  (_, index) =>
    [
      [0.15, 0.6],
      [2.5, 10],
      [3, 15],
      [0.4, 1.6],
      [0.8, 4],
      [0.075, 0.3],
    ][index % 6],
);

/** Words a person might search for: `refund` is in every LLM call (its system prompt), `kubernetes` in ~0.15 % of runs. */
export const searchTerms = { common: 'refund', rare: 'kubernetes' };

/** The text table rows: prompts and answers, some naming a rarer topic. */
export function seedTexts(count = 2000) {
  return Array.from({ length: count }, (_, i) => ({
    prompt:
      i % 997 === 0 ? `${userPrompt(i)} We run it on Kubernetes.` : userPrompt(i * 7 + (i >> 4)),
    answer: assistantAnswer(i * 5 + (i >> 3)),
  }));
}

/** Creates and fills `seed_text` (temporary, per session). */
export async function createSeedTexts(client) {
  const texts = seedTexts();
  await client.query(
    'create temporary table seed_text (i int primary key, prompt text, answer text)',
  );
  await client.query(
    'insert into seed_text select i - 1, prompt, answer from unnest($1::text[], $2::text[]) with ordinality as t(prompt, answer, i)',
    [texts.map((text) => text.prompt), texts.map((text) => text.answer)],
  );
  return texts.length;
}

/** SQL for a deterministic RFC 4122 (version 4 shaped) UUID from text, as ingestion would store. */
export const uuidFrom = (text) =>
  `overlay(overlay(md5(${text}) placing '4' from 13 for 1) placing '8' from 17 for 1)::uuid`;

const modelArray = `array[${models.map((model) => `'${model}'`).join(',')}]`;
const inPrice = `array[${prices.map(([input]) => input).join(',')}]::float8[]`;
const outPrice = `array[${prices.map(([, output]) => output).join(',')}]::float8[]`;

/**
 * Inserts rows `lo`..`hi` (1-based) of a seed of `total` rows for project $1,
 * ending at $2 (timestamptz). Parameters: $1 project, $2 end, $3 lo, $4 hi, $5 total.
 */
export const insertRunsSql = `
with s as (
  select g, (g - 1) / 10 as b, (g - 1) % 10 as pos,
         hashint8(g) & 2147483647 as h1, hashint8(g + 7777777) & 2147483647 as h2, hashint8(g + 33333333) & 2147483647 as h3,
         ((g - 1) / 10) % 4 = 3 as thread_block
    from generate_series($3::bigint, $4::bigint) g
), r as (
  select s.*,
         ${uuidFrom("$1::text || ':' || g")} as id,
         ${uuidFrom("$1::text || ':' || (b * 10 + 6)")} as root_id,
         $2::timestamptz - interval '30 days' + (interval '30 days' * b / greatest(1, ($5::bigint + 9) / 10))
           + case when pos < 5 then (h2 % 600000) * interval '1 ms' else (pos - 5) * interval '700 ms' end as at,
         case when pos < 5 or (pos in (6, 7) and not thread_block) then 'llm'
              when pos = 5 then case when thread_block then 'thread' else 'agent' end
              when thread_block then 'chat'
              when pos = 8 then 'tool' else 'retriever' end as kind,
         1 + floor(${models.length} * power((h1 % 10000) / 10000.0, 2))::int as m,
         50 + h2 % 3000 as prompt_tokens, 10 + h3 % 1200 as completion_tokens,
         300 + h3 % 15000 as duration, h1 % 100 < 3 as failed
    from s
)
insert into run (project_id, id, type, name, status, created_at, ended_at, duration_ms, parent_run_id, trace_id, thread_id,
                 input, output, error, params, metadata, tags, user_id, user_props, model,
                 prompt_tokens, completion_tokens, total_tokens, cost, feedback, extra, ingested_at)
select $1::uuid, r.id, r.kind,
       case r.kind when 'llm' then (${modelArray})[r.m] when 'agent' then 'support-agent' when 'tool' then 'search_orders'
                   when 'retriever' then 'help-center' else null end,
       case when r.failed and r.kind <> 'thread' then 'error' else 'success' end,
       r.at, r.at + r.duration * interval '1 ms', r.duration,
       case when r.pos > 5 then r.root_id end,
       case when r.pos > 5 then r.root_id else r.id end,
       case when r.thread_block and r.pos >= 5 then r.root_id end,
       case r.kind
         when 'llm' then jsonb_build_array(jsonb_build_object('role', 'system', 'content', '${systemPrompt.replaceAll("'", "''")}'),
                                           jsonb_build_object('role', 'user', 'content', t.prompt))
         when 'agent' then to_jsonb(t.prompt)
         when 'tool' then jsonb_build_object('query', left(t.prompt, 80), 'limit', 5)
         when 'retriever' then to_jsonb(left(t.prompt, 120))
         when 'chat' then case when r.pos % 2 = 0 then jsonb_build_array(jsonb_build_object('role', 'user', 'content', t.prompt)) end
         else null end,
       case when r.failed and r.kind <> 'thread' then null else case r.kind
         when 'llm' then jsonb_build_object('role', 'assistant', 'content', t.answer)
         when 'agent' then to_jsonb(left(t.answer, 400))
         when 'tool' then jsonb_build_object('results', jsonb_build_array(jsonb_build_object('order', 'A-' || r.h2 % 100000, 'status', 'shipped')))
         when 'retriever' then jsonb_build_array(jsonb_build_object('title', 'Refunds and returns', 'score', 0.82), jsonb_build_object('title', 'Billing FAQ', 'score', 0.77))
         when 'chat' then case when r.pos % 2 = 1 then jsonb_build_array(jsonb_build_object('role', 'assistant', 'content', t.answer)) end
         else null end end,
       case when r.failed and r.kind <> 'thread' then jsonb_build_object('message', 'Rate limit reached for requests', 'stack', 'Error: 429 Rate limit reached\\n    at OpenAI.makeRequest') end,
       case when r.kind = 'llm' then '{"temperature": 0.2, "max_tokens": 400}'::jsonb else '{}'::jsonb end,
       jsonb_build_object('feature', (array['support-chat','summaries','search','onboarding','billing-bot'])[1 + r.h3 % 5],
                          'release', '2026.11.' || (r.h2 % 9), 'region', case when r.h1 % 2 = 0 then 'eu-west-1' else 'us-east-1' end),
       (array['{prod}','{prod}','{prod}','{prod}','{prod}','{prod}','{prod,support}','{prod,support}','{staging}','{}'])[1 + r.h2 % 10]::text[],
       'user-' || (1 + r.h3 % 1000),
       jsonb_build_object('name', 'Customer ' || (1 + r.h3 % 1000), 'plan', case when r.h3 % 3 = 0 then 'pro' else 'free' end),
       case when r.kind = 'llm' then (${modelArray})[r.m] end,
       case when r.kind = 'llm' then r.prompt_tokens end,
       case when r.kind = 'llm' and not r.failed then r.completion_tokens end,
       case when r.kind = 'llm' then r.prompt_tokens + case when r.failed then 0 else r.completion_tokens end end,
       case when r.kind = 'llm' then (r.prompt_tokens * (${inPrice})[r.m] + case when r.failed then 0 else r.completion_tokens * (${outPrice})[r.m] end) / 1e6 end,
       case when r.h2 % 50 = 0 then jsonb_build_object('thumb', case when r.h1 % 3 = 0 then 'down' else 'up' end) end,
       '{"started": true, "source": "lunary"}'::jsonb,
       r.at + r.duration * interval '1 ms'
  from r join seed_text t on t.i = (r.h2 + r.pos) % 2000`;

/** A 500-span trace (a root and 499 descendants, ten children per node) ending at $2. */
export const insertBigTraceSql = `
insert into run (project_id, id, type, name, status, created_at, ended_at, duration_ms, parent_run_id, trace_id,
                 input, output, params, metadata, tags, user_id, model, prompt_tokens, completion_tokens, total_tokens, cost, extra, ingested_at)
select $1::uuid, ${uuidFrom("$1::text || ':big:' || i")},
       case when i = 0 then 'agent' when i % 4 = 1 then 'llm' when i % 4 = 2 then 'tool' when i % 4 = 3 then 'retriever' else 'chain' end,
       case when i = 0 then 'research-agent' when i % 4 = 1 then 'gpt-4o-mini' when i % 4 = 2 then 'fetch_page' when i % 4 = 3 then 'vector-search' else 'step-' || i end,
       'success', $2::timestamptz - interval '1 hour' + i * interval '150 ms', $2::timestamptz - interval '1 hour' + i * interval '150 ms' + interval '120 ms', 120,
       case when i > 0 then ${uuidFrom("$1::text || ':big:' || ((i - 1) / 10)")} end,
       ${uuidFrom("$1::text || ':big:0'")},
       to_jsonb('Step ' || i || ': find sources about refunds in the EU'), to_jsonb('Result of step ' || i),
       '{}'::jsonb, '{"feature": "research"}'::jsonb, '{prod}'::text[], 'user-7',
       case when i % 4 = 1 then 'gpt-4o-mini' end, case when i % 4 = 1 then 800 end, case when i % 4 = 1 then 120 end,
       case when i % 4 = 1 then 920 end, case when i % 4 = 1 then 0.000192 end, '{"started": true}'::jsonb, $2::timestamptz
  from generate_series(0, 499) i`;

/**
 * External users for the 1,000 user ids. The triggers of `run` (migration
 * 0031) already stored each user with runs, with their totals: they get
 * their props here.
 */
export const insertUsersSql = `
insert into external_user (project_id, external_id, props, created_at, last_seen)
select $1::uuid, 'user-' || i, jsonb_build_object('name', 'Customer ' || i), $2::timestamptz - interval '30 days', $2::timestamptz
  from generate_series(1, 1000) i
on conflict (project_id, external_id) do update
   set props = excluded.props, created_at = least(external_user.created_at, excluded.created_at)`;

/**
 * The enrichments a project that samples one LLM call in four would hold
 * (`run_enrichment`): topics, language, sentiment, toxicity and PII of the
 * input and output, drawn from each run's id so a seed is deterministic.
 * Topics: `billing` on ~20 % of enriched calls; languages: `en` ~90 %,
 * `fr`/`de` 3 % each; sentiment: negative ~15 %; toxic output ~0.5 %;
 * PII in the input ~2 %.
 */
export const insertEnrichmentsSql = `
insert into run_enrichment (project_id, run_id, input_language, output_language,
  input_sentiment, input_sentiment_score, output_sentiment, output_sentiment_score,
  input_pii, output_pii, input_toxic, output_toxic, input_toxicity, output_toxicity,
  input_topics, output_topics, results, created_at, updated_at)
select r.project_id, r.id, lang, lang, sentiment, score, sentiment, score,
       pii, '{}'::text[], false, toxic, '{}'::text[],
       case when toxic then array['insult'] else '{}'::text[] end,
       topics, topics,
       jsonb_build_object('pii', jsonb_build_object('input', to_jsonb(pii), 'output', '[]'::jsonb)),
       r.created_at, r.created_at
  from run as r
  cross join lateral (select hashtext(r.id::text)::bigint & 2147483647 as h) as hashed
  cross join lateral (select
      case when h % 100 < 90 then 'en' when h % 100 < 93 then 'fr' when h % 100 < 96 then 'de' else 'es' end as lang,
      case when (h / 100) % 100 < 15 then 'negative' when (h / 100) % 100 < 50 then 'neutral' else 'positive' end as sentiment,
      ((h / 100) % 100) / 100.0 as score,
      case when (h / 10000) % 50 = 0 then array['email'] else '{}'::text[] end as pii,
      (h / 10000) % 200 = 1 as toxic,
      case (h / 1000000) % 5 when 0 then array['billing'] when 1 then array['shipping']
        when 2 then array['account', 'technical'] when 3 then array['refunds'] else array['technical'] end as topics
  ) as drawn
 where r.project_id = $1::uuid and r.type = 'llm'
   and (hashtext(r.id::text || ':sample')::bigint & 3) = 0`;
