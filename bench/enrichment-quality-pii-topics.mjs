#!/usr/bin/env node
// Quality and speed of the offline PII and topics enrichers, and what PII
// masking costs ingestion. `node bench/enrichment-quality-pii-topics.mjs`
// (BENCH_VERBOSE=1 lists every miss). Imports the engines from
// apps/server/dist (built when missing, or always with BENCH_BUILD=1).
//
// PII (bench/enrichment-samples/pii.jsonl, made by make-pii-samples.mjs from
// hand-written sentences and values, plus hand-labelled harder texts):
// entity level, per kind; a found entity is right when an expected entity of
// the same kind has the same text, each expected entity matching once.
// Topics (topics.json: 8 topics with descriptions; topics.jsonl: texts with
// the expected topics, 0 to 2): per topic and micro over (text, topic) pairs,
// plus the share of texts whose whole set of topics is right.
// Speed: one core, in this process. "First sight" texts carry a number of
// their own so that the name tagger's cache of pieces it has seen does not
// help; "again" masks the same runs a second time (system prompts and thread
// history are sent again with every call). The kinds' sample texts of
// wt-enrtext's enrichment-quality.mjs are single-label; PII (entities) and
// topics (multi-label) are scored here instead.
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { assistantAnswer, systemPrompt, userPrompt } from './lib/chat-text.mjs';
import { ensureServerBuilt, repoRoot } from './lib/server.mjs';
import { printTable } from './lib/stats.mjs';

const dist = path.join(repoRoot, 'apps/server/dist');
if (!existsSync(path.join(dist, 'text-analysis/pii.js'))) process.env.BENCH_BUILD = '1';
ensureServerBuilt();
const { detectPii } = await import(path.join(dist, 'text-analysis/pii.js'));
const { classifyTopics } = await import(path.join(dist, 'text-analysis/topics.js'));
const { maskJson } = await import(path.join(dist, 'rules/mask-text.js'));

const samplesDir = path.join(repoRoot, 'bench/enrichment-samples');
const readJsonl = (name) =>
  readFileSync(path.join(samplesDir, name), 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
const percent = (value) => (Number.isFinite(value) ? `${(value * 100).toFixed(1)} %` : '–');
const ratio = (part, whole) => (whole === 0 ? Number.NaN : part / whole);
const f1 = (p, r) => (p + r === 0 ? 0 : (2 * p * r) / (p + r));

/** Runs `fn` over `items` once to warm up, then for about a second; items per second. */
function throughput(items, fn) {
  for (const item of items) fn(item);
  const began = performance.now();
  let done = 0;
  while (performance.now() - began < 1_000) {
    for (const item of items) fn(item);
    done += items.length;
  }
  return (done / (performance.now() - began)) * 1_000;
}

// PII: entity-level, per kind. A found entity is right when an expected
// entity of the same kind has the same text (each expected entity matches once).
const piiKinds = ['person', 'email', 'phone', 'location', 'cc', 'ip'];
const piiConfig = { kinds: piiKinds, customRegexes: [] };
const piiSamples = readJsonl('pii.jsonl');
const piiCounts = Object.fromEntries(piiKinds.map((kind) => [kind, { tp: 0, fp: 0, fn: 0 }]));
const piiMisses = [];
for (const sample of piiSamples) {
  const found = detectPii(sample.text, piiConfig);
  const expected = sample.entities.map((entity) => `${entity.kind}\u0000${entity.text}`);
  for (const entity of found) {
    const index = expected.indexOf(`${entity.kind}\u0000${entity.text}`);
    if (index >= 0) {
      piiCounts[entity.kind].tp += 1;
      expected.splice(index, 1);
    } else {
      piiCounts[entity.kind].fp += 1;
      piiMisses.push(
        `  extra ${entity.kind} ${JSON.stringify(entity.text)} in ${JSON.stringify(sample.text)}`,
      );
    }
  }
  for (const key of expected) {
    const [kind, text] = key.split('\u0000');
    piiCounts[kind].fn += 1;
    piiMisses.push(`  missed ${kind} ${JSON.stringify(text)} in ${JSON.stringify(sample.text)}`);
  }
}
const piiRows = piiKinds.map((kind) => {
  const { tp, fp, fn } = piiCounts[kind];
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return [
    kind,
    tp + fn,
    tp,
    fp,
    fn,
    percent(precision),
    percent(recall),
    percent(f1(precision, recall)),
  ];
});
const total = Object.values(piiCounts).reduce(
  (sum, counts) => ({ tp: sum.tp + counts.tp, fp: sum.fp + counts.fp, fn: sum.fn + counts.fn }),
  { tp: 0, fp: 0, fn: 0 },
);
const piiPrecision = ratio(total.tp, total.tp + total.fp);
const piiRecall = ratio(total.tp, total.tp + total.fn);
piiRows.push([
  'all (micro)',
  total.tp + total.fn,
  total.tp,
  total.fp,
  total.fn,
  percent(piiPrecision),
  percent(piiRecall),
  percent(f1(piiPrecision, piiRecall)),
]);
console.info(
  `PII: ${piiSamples.length} texts (bench/enrichment-samples/pii.jsonl), entity level\n`,
);
printTable(['kind', 'expected', 'tp', 'fp', 'fn', 'precision', 'recall', 'F1'], piiRows);
if (process.env.BENCH_VERBOSE === '1') console.info(piiMisses.join('\n'));

// Topics: per topic and micro over (text, topic) pairs; exact set match per text.
const { topics } = JSON.parse(readFileSync(path.join(samplesDir, 'topics.json'), 'utf8'));
const topicSamples = readJsonl('topics.jsonl');
const topicCounts = Object.fromEntries(
  topics.map((topic) => [topic.name, { tp: 0, fp: 0, fn: 0 }]),
);
let exact = 0;
const topicMisses = [];
for (const sample of topicSamples) {
  const found = new Set(classifyTopics(sample.text, topics));
  const expected = new Set(sample.topics);
  if (found.size === expected.size && [...found].every((name) => expected.has(name))) exact += 1;
  else
    topicMisses.push(
      `  ${JSON.stringify(sample.text)}: expected [${[...expected]}], got [${[...found]}]`,
    );
  for (const topic of topics) {
    const counts = topicCounts[topic.name];
    if (found.has(topic.name) && expected.has(topic.name)) counts.tp += 1;
    else if (found.has(topic.name)) counts.fp += 1;
    else if (expected.has(topic.name)) counts.fn += 1;
  }
}
const topicRows = topics.map(({ name }) => {
  const { tp, fp, fn } = topicCounts[name];
  const precision = ratio(tp, tp + fp);
  const recall = ratio(tp, tp + fn);
  return [
    name,
    tp + fn,
    tp,
    fp,
    fn,
    percent(precision),
    percent(recall),
    percent(f1(precision, recall)),
  ];
});
const topicTotal = Object.values(topicCounts).reduce(
  (sum, counts) => ({ tp: sum.tp + counts.tp, fp: sum.fp + counts.fp, fn: sum.fn + counts.fn }),
  { tp: 0, fp: 0, fn: 0 },
);
const topicPrecision = ratio(topicTotal.tp, topicTotal.tp + topicTotal.fp);
const topicRecall = ratio(topicTotal.tp, topicTotal.tp + topicTotal.fn);
topicRows.push([
  'all (micro)',
  topicTotal.tp + topicTotal.fn,
  topicTotal.tp,
  topicTotal.fp,
  topicTotal.fn,
  percent(topicPrecision),
  percent(topicRecall),
  percent(f1(topicPrecision, topicRecall)),
]);
console.info(
  `\nTopics: ${topicSamples.length} texts, ${topics.length} topics (bench/enrichment-samples/topics.json[l])\n`,
);
printTable(['topic', 'expected', 'tp', 'fp', 'fn', 'precision', 'recall', 'F1'], topicRows);
console.info(`exact set of topics right: ${percent(exact / topicSamples.length)} of texts`);
if (process.env.BENCH_VERBOSE === '1') console.info(topicMisses.join('\n'));

// Speed on one core: enrichment of one text (the sample's texts), and what
// masking adds to ingesting one LLM run of bench/ingest.mjs (a system prompt
// and a ~700-character user message in, a ~1,000-character answer out).
// Each run's texts end with a reference number of their own, so that no
// piece of text was tagged before ("first sight"); `again` masks the same
// runs a second time, as happens with a system prompt or a thread's history
// that every call sends again (the name tagger caches pieces it has seen).
let serial = 0;
const freshRun = () => {
  serial += 1;
  const n = serial % 50;
  return {
    input: [
      { role: 'system', content: `${systemPrompt} Ticket ${serial}.` },
      { role: 'user', content: `${userPrompt(n)} Ref ${serial}.` },
    ],
    output: { role: 'assistant', content: `${assistantAnswer(n)} Case ${serial}.` },
  };
};
const runs = Array.from({ length: 50 }, freshRun);
/** Like `throughput`, with a new item each time. */
function freshThroughput(make, fn) {
  const began = performance.now();
  let done = 0;
  while (performance.now() - began < 1_000) {
    fn(make());
    done += 1;
  }
  return (done / (performance.now() - began)) * 1_000;
}
const maskRun = (masker) => (run) => {
  maskJson(run.input, masker);
  maskJson(run.output, masker);
};
const shapes = { kinds: ['email', 'phone', 'cc', 'ip'], customPatterns: [] };
const everything = {
  kinds: ['person', 'location', 'email', 'phone', 'cc', 'ip'],
  customPatterns: [],
};
const speedRows = [
  [
    'PII enrichment, all kinds',
    'sample text, first sight',
    freshThroughput(
      () => `${piiSamples[serial++ % piiSamples.length].text} Ref ${serial}.`,
      (text) => detectPii(text, piiConfig),
    ),
  ],
  [
    'PII enrichment, shapes only',
    'sample text',
    throughput(piiSamples, (sample) =>
      detectPii(sample.text, { kinds: ['email', 'phone', 'cc', 'ip'], customRegexes: [] }),
    ),
  ],
  [
    'topics, local',
    'sample text',
    throughput(topicSamples, (sample) => classifyTopics(sample.text, topics)),
  ],
  [
    'PII enrichment, all kinds',
    'LLM run, first sight',
    freshThroughput(freshRun, (run) =>
      detectPii(
        `${run.input[0].content}\n${run.input[1].content}\n${run.output.content}`,
        piiConfig,
      ),
    ),
  ],
  ['masking: email, phone, cc, ip', 'LLM run', throughput(runs, maskRun(shapes))],
  [
    'masking: + person, location',
    'LLM run, first sight',
    freshThroughput(freshRun, maskRun(everything)),
  ],
  ['masking: + person, location', 'LLM run, again', throughput(runs, maskRun(everything))],
].map(([what, unit, perSecond]) => [
  what,
  unit,
  Math.round(perSecond).toLocaleString('en'),
  `${(1e6 / perSecond).toFixed(0)} µs`,
]);
console.info('\nSpeed, one core\n');
printTable(['what', 'per', 'per second', 'each'], speedRows);
console.info(
  `\nload average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
