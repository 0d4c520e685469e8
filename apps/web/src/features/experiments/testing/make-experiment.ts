import type {
  ExperimentHumanSummary,
  ExperimentListEntry,
  ExperimentResult,
  ExperimentVariant,
  ExperimentVariantSummary,
  ExperimentWithResults,
  TemplateVersion,
  TemplateWithVersions,
} from '@lookout/domain';

// Test support: experiments, items and results as the server sends them.

export const experimentId = '00000000-0000-4000-b000-000000000001';
export const datasetId = '00000000-0000-4000-b000-0000000000da';
const at = '2026-02-01T10:00:00.000Z';

export function itemId(index: number): string {
  return `00000000-0000-4000-8c00-${index.toString(16).padStart(12, '0')}`;
}

export function makeVariant(overrides: Partial<ExperimentVariant> = {}): ExperimentVariant {
  return {
    label: '',
    templateVersionId: null,
    messages: null,
    model: 'gpt-4o',
    params: {},
    ...overrides,
  };
}

export function makeSummary(
  variantIndex: number,
  overrides: Partial<ExperimentVariantSummary> = {},
): ExperimentVariantSummary {
  return {
    variantIndex,
    done: 0,
    errors: 0,
    passRate: null,
    cost: 0,
    promptTokens: 0,
    completionTokens: 0,
    avgDurationMs: null,
    p95DurationMs: null,
    ...overrides,
  };
}

/** An experiment as listed, running, two variants, 2,000 outputs. */
export function makeExperiment(overrides: Partial<ExperimentListEntry> = {}): ExperimentListEntry {
  return {
    id: experimentId,
    name: 'Polite vs terse',
    datasetId,
    datasetName: 'Support questions',
    variants: [makeVariant({ label: 'Polite' }), makeVariant({ label: 'Terse' })],
    evaluatorIds: [],
    checklistId: null,
    status: 'running',
    jobId: null,
    itemCount: 1000,
    done: 812,
    total: 2000,
    lastError: null,
    createdAt: at,
    finishedAt: null,
    ...overrides,
  };
}

/** What variant `variantIndex` produced for item `itemIndex`, passing no check. */
export function makeResult(
  itemIndex: number,
  variantIndex: number,
  overrides: Partial<ExperimentResult> = {},
): ExperimentResult {
  return {
    itemId: itemId(itemIndex),
    variantIndex,
    output: `Answer ${itemIndex} of variant ${variantIndex}`,
    error: null,
    promptTokens: 10,
    completionTokens: 5,
    cost: 0.001,
    durationMs: 200,
    checks: [],
    passed: null,
    ...overrides,
  };
}

/** People's grading of variant `variantIndex`: nothing graded unless `overrides` say so. */
export function makeHumanSummary(
  variantIndex: number,
  overrides: Partial<ExperimentHumanSummary> = {},
): ExperimentHumanSummary {
  return {
    variantIndex,
    graded: 0,
    avgScore: null,
    scored: 0,
    thumbsUpRate: null,
    thumbs: 0,
    ...overrides,
  };
}

/** A finished two-variant experiment over items whose inputs are `itemInputs`. */
export function makeExperimentWithResults({
  itemInputs = ['Hello'],
  results = [],
  ...overrides
}: Partial<ExperimentWithResults> & { itemInputs?: string[] } = {}): ExperimentWithResults {
  const listed = makeExperiment();
  return {
    ...listed,
    status: 'finished',
    itemCount: itemInputs.length,
    done: results.length,
    total: itemInputs.length * 2,
    finishedAt: at,
    items: itemInputs.map((input, index) => ({
      id: itemId(index),
      input,
      expectedOutput: null,
      metadata: {},
    })),
    results,
    summaries: [makeSummary(0), makeSummary(1)],
    humanGrades: [],
    humanSummaries: [makeHumanSummary(0), makeHumanSummary(1)],
    reviewQueueId: null,
    ...overrides,
  };
}

/** Version `number` of a template, on gpt-4o. */
export function makeTemplateVersion(
  templateIndex: number,
  number: number,
  overrides: Partial<TemplateVersion> = {},
): TemplateVersion {
  const hex = (templateIndex * 100 + number).toString(16).padStart(12, '0');
  return {
    id: `00000000-0000-4000-9000-${hex}`,
    templateId: templateId(templateIndex),
    createdAt: at,
    extra: { model: 'gpt-4o', max_tokens: 4096, temperature: 1 },
    content: [{ role: 'system', content: `Answer kindly (v${number})` }],
    version: number,
    isDraft: false,
    notes: null,
    createdBy: null,
    ...overrides,
  };
}

export function templateId(index: number): string {
  return `00000000-0000-4000-a000-${index.toString(16).padStart(12, '0')}`;
}

/** A chat template `slug` with `versions`, newest first. */
export function makeTemplate(
  index: number,
  slug: string,
  versions: TemplateVersion[],
): TemplateWithVersions {
  return {
    id: templateId(index),
    createdAt: at,
    slug,
    projectId: '00000000-0000-4000-8000-000000000001',
    mode: 'openai',
    updatedAt: at,
    versions,
  };
}
