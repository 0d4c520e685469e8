#!/usr/bin/env node
// Quality and speed of the offline enrichers on the labelled samples in
// bench/enrichment-samples/: per class precision, recall and F1, their macro
// average, accuracy, then throughput on one core (texts/s) and the time of
// one 1 MB text. Imports the engines from the built server (apps/server/dist).
// See bench/README.md.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { envNumber, runBenchmark } from './lib/lifecycle.mjs';
import { ensureServerBuilt, repoRoot } from './lib/server.mjs';
import { printTable } from './lib/stats.mjs';

const samplesDir = path.join(repoRoot, 'bench/enrichment-samples');
const seconds = envNumber('BENCH_SECONDS', 2);
const verbose = process.env.BENCH_VERBOSE === '1';
const chosen = process.env.BENCH_KINDS?.split(',').filter(Boolean);

/**
 * One entry per enricher: its samples, the built module (under
 * apps/server/dist, from the source of the same name under src) and how a
 * sample's text becomes a predicted class, comparable with its label.
 * Adding an enricher is adding an entry.
 */
const kinds = [
  {
    kind: 'language',
    samples: 'language.jsonl',
    module: 'text-analysis/detect-language.js',
    classify: (engine) => (text) => engine.detectLanguageWithConfidence(text).code ?? 'none',
    expected: (label) => label ?? 'none',
  },
  {
    kind: 'sentiment',
    samples: 'sentiment.jsonl',
    module: 'text-analysis/sentiment.js',
    classify: (engine) => (text) => engine.analyzeSentiment(text).label,
    expected: (label) => label,
  },
  {
    kind: 'toxicity',
    samples: 'toxicity.jsonl',
    module: 'text-analysis/toxicity.js',
    classify: (engine) => (text) => (engine.detectToxicity(text).toxic ? 'toxic' : 'clean'),
    expected: (label) => label,
  },
];

const distDir = path.join(repoRoot, 'apps/server/dist');
const srcDir = path.join(repoRoot, 'apps/server/src');

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Builds the server when an engine's build is missing or older than a source file of its folder. */
function ensureEnginesBuilt(entries) {
  const stale = entries.some(({ module }) => {
    const built = mtime(path.join(distDir, module));
    const folder = path.join(srcDir, path.dirname(module));
    return readdirSync(folder).some((file) => mtime(path.join(folder, file)) > built);
  });
  if (stale) process.env.BENCH_BUILD = '1';
  ensureServerBuilt();
}

function readSamples(file) {
  return readFileSync(path.join(samplesDir, file), 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line, index) => {
      const sample = JSON.parse(line);
      if (typeof sample.text !== 'string')
        throw new Error(`${file}:${index + 1}: text must be a string`);
      return sample;
    });
}

const ratio = (part, whole) => (whole === 0 ? 0 : part / whole);
const f1 = (precision, recall) =>
  precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
const fixed = (value) => value.toFixed(2);

/** Precision, recall and F1 of each class, their macro average and accuracy. */
function scoreClasses(pairs) {
  const classes = [...new Set(pairs.map(({ expected }) => expected))].sort();
  const rows = classes.map((name) => {
    const truePositives = pairs.filter((p) => p.expected === name && p.predicted === name).length;
    const predicted = pairs.filter((p) => p.predicted === name).length;
    const actual = pairs.filter((p) => p.expected === name).length;
    const precision = ratio(truePositives, predicted);
    const recall = ratio(truePositives, actual);
    return { name, precision, recall, f1: f1(precision, recall), support: actual };
  });
  const macro = (key) => rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
  return {
    rows,
    macro: { precision: macro('precision'), recall: macro('recall'), f1: macro('f1') },
    accuracy: ratio(pairs.filter((p) => p.expected === p.predicted).length, pairs.length),
  };
}

/** Texts per second over at least `seconds`, on this one thread. */
function throughput(classify, texts) {
  let done = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  while (performance.now() < until) {
    for (const text of texts) classify(text);
    done += texts.length;
  }
  return done / ((performance.now() - started) / 1000);
}

function oneMegabyteMs(classify, texts) {
  const big = texts
    .join('\n')
    .repeat(Math.ceil(1_048_576 / texts.join('\n').length))
    .slice(0, 1_048_576);
  const started = performance.now();
  classify(big);
  return performance.now() - started;
}

async function measure(entry) {
  const engine = await import(pathToFileURL(path.join(distDir, entry.module)).href);
  const classify = entry.classify(engine);
  const samples = readSamples(entry.samples);
  const pairs = samples.map(({ text, label, split }) => ({
    text,
    split: split ?? 'tuning',
    expected: entry.expected(label),
    predicted: classify(text),
  }));
  const scores = scoreClasses(pairs);
  const heldOut = pairs.filter((pair) => pair.split === 'holdout');
  const holdout = heldOut.length > 0 ? { size: heldOut.length, ...scoreClasses(heldOut) } : null;
  const texts = samples.map(({ text }) => text);
  const averageLength = texts.reduce((sum, text) => sum + text.length, 0) / texts.length;
  return {
    ...entry,
    pairs,
    scores,
    holdout,
    samples: samples.length,
    averageLength,
    perSecond: throughput(classify, texts),
    megabyteMs: oneMegabyteMs(classify, texts),
  };
}

function report(result) {
  const { kind, scores, pairs } = result;
  console.info(`\n## ${kind} (${result.samples} samples)\n`);
  printTable(
    ['class', 'precision', 'recall', 'F1', 'support'],
    [
      ...scores.rows.map((row) => [
        row.name,
        fixed(row.precision),
        fixed(row.recall),
        fixed(row.f1),
        row.support,
      ]),
      [
        'macro',
        fixed(scores.macro.precision),
        fixed(scores.macro.recall),
        fixed(scores.macro.f1),
        pairs.length,
      ],
    ],
  );
  console.info(`accuracy ${fixed(scores.accuracy)}`);
  if (result.holdout) {
    const { size, accuracy, macro } = result.holdout;
    console.info(
      `held out (${size} samples written after the engines were tuned): accuracy ${fixed(accuracy)}, macro F1 ${fixed(macro.f1)}`,
    );
  }
  if (verbose) {
    for (const { text, expected, predicted, split } of pairs.filter(
      (p) => p.expected !== p.predicted,
    ))
      console.info(
        `  ✗ ${expected} → ${predicted} (${split}): ${JSON.stringify(text.slice(0, 100))}`,
      );
  }
}

runBenchmark('enrichment-quality', 600, async () => {
  const entries = chosen ? kinds.filter(({ kind }) => chosen.includes(kind)) : kinds;
  if (entries.length === 0)
    throw new Error(`BENCH_KINDS names none of ${kinds.map((k) => k.kind)}`);
  ensureEnginesBuilt(entries);
  console.info(
    `load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const results = [];
  for (const entry of entries) {
    const result = await measure(entry);
    report(result);
    results.push(result);
  }
  console.info('\n## summary (one core)\n');
  printTable(
    [
      'enricher',
      'samples',
      'accuracy',
      'macro F1',
      'held-out acc.',
      'texts/s',
      'avg chars',
      '1 MB text',
    ],
    results.map((result) => [
      result.kind,
      result.samples,
      fixed(result.scores.accuracy),
      fixed(result.scores.macro.f1),
      result.holdout ? `${fixed(result.holdout.accuracy)} (${result.holdout.size})` : '–',
      Math.round(result.perSecond).toLocaleString('en'),
      Math.round(result.averageLength),
      `${result.megabyteMs.toFixed(1)} ms`,
    ]),
  );
});
