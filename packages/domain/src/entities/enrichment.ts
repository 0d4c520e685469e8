import { z } from 'zod';
import { languageCodeSchema } from '../catalogues/languages.js';
import { idSchema } from './id.js';
import { piiKindSchema } from './pii-kind.js';
import { timestampSchema } from './timestamp.js';

/**
 * What an enricher adds to each new run of a project (SPEC §3 filters
 * `languages`, `sentiment`, `pii`, `toxicity`, `topics`). They run off the
 * write path, as background jobs, on the run's input and output.
 */
export const enricherKinds = ['language', 'sentiment', 'pii', 'toxicity', 'topics'] as const;
export const enricherKindSchema = z.enum(enricherKinds, {
  error: `Kind must be one of ${enricherKinds.join(', ')}`,
});
export type EnricherKind = z.infer<typeof enricherKindSchema>;

/** Kinds on by default for every project (topics needs the project's own topics first). */
export const defaultEnricherKinds = [
  'language',
  'sentiment',
  'pii',
  'toxicity',
] as const satisfies readonly EnricherKind[];

/**
 * `local` runs in the server, offline; `model` asks a model through the
 * provider layer (needs the org's provider key for that model).
 */
export const enrichmentMethods = ['local', 'model'] as const;
export const enrichmentMethodSchema = z.enum(enrichmentMethods, {
  error: `Method must be one of ${enrichmentMethods.join(', ')}`,
});
export type EnrichmentMethod = z.infer<typeof enrichmentMethodSchema>;

/** How a model-capable enricher runs: locally by default, or with a chosen model. */
const methodFields = {
  method: enrichmentMethodSchema.default('local'),
  /** The model used when `method` is `model` (a catalogue model id such as `gpt-4o-mini`). */
  model: z.string().trim().min(1).max(200).nullable().default(null),
};

/** A regular expression a team adds to PII detection; checked for safety when saved. */
export const enricherRegexSchema = z.object({
  name: z.string().trim().min(1, 'Name the pattern').max(60, 'At most 60 characters'),
  pattern: z.string().min(1, 'A regex cannot be empty').max(500, 'At most 500 characters'),
});
export type EnricherRegex = z.infer<typeof enricherRegexSchema>;

/** One topic of a project: what runs are classified into. */
export const topicSchema = z.object({
  name: z.string().trim().min(1, 'Name the topic').max(60, 'At most 60 characters'),
  /** What the topic covers, in words; helps the classifier (local and model). */
  description: z.string().trim().max(500, 'At most 500 characters').default(''),
});
export type Topic = z.infer<typeof topicSchema>;

/** Each kind's settings; the server refuses settings of another kind. */
export const enricherConfigSchemas = {
  language: z.object({}),
  sentiment: z.object({}),
  pii: z.object({
    /** The kinds detected (`regex` means the custom patterns below). */
    kinds: z
      .array(piiKindSchema)
      .min(1, 'Choose at least one kind of personal data')
      .default(['person', 'email', 'phone', 'location', 'cc', 'ip']),
    customRegexes: z.array(enricherRegexSchema).max(20, 'At most 20 patterns').default([]),
  }),
  toxicity: z.object(methodFields),
  topics: z.object({
    ...methodFields,
    topics: z.array(topicSchema).max(100, 'At most 100 topics').default([]),
  }),
} as const satisfies { readonly [Kind in EnricherKind]: z.ZodType };
export type EnricherConfigOf<Kind extends EnricherKind> = z.output<
  (typeof enricherConfigSchemas)[Kind]
>;

/** Kind and settings of an enricher, told apart by `kind`; omitted settings take their defaults. */
export const enricherSettingsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('language'), config: enricherConfigSchemas.language.prefault({}) }),
  z.object({ kind: z.literal('sentiment'), config: enricherConfigSchemas.sentiment.prefault({}) }),
  z.object({ kind: z.literal('pii'), config: enricherConfigSchemas.pii.prefault({}) }),
  z.object({ kind: z.literal('toxicity'), config: enricherConfigSchemas.toxicity.prefault({}) }),
  z.object({ kind: z.literal('topics'), config: enricherConfigSchemas.topics.prefault({}) }),
]);
export type EnricherSettings = z.infer<typeof enricherSettingsSchema>;

/** An enricher of a project (at most one per kind). */
export const enricherSchema = z.intersection(
  enricherSettingsSchema,
  z.object({
    id: idSchema,
    enabled: z.boolean(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  }),
);
export type Enricher = z.infer<typeof enricherSchema>;

/** The language a text is written in; null when too short or unknown. */
export const languageEnrichmentSchema = z.object({
  code: languageCodeSchema.nullable(),
  /** 0–1, how sure the detector is. */
  confidence: z.number().min(0).max(1),
});

export const sentimentLabels = ['positive', 'neutral', 'negative'] as const;
export const sentimentLabelSchema = z.enum(sentimentLabels);
export type SentimentLabel = z.infer<typeof sentimentLabelSchema>;

/** The tone of a text: a label and a score from -1 (negative) to 1 (positive). */
export const sentimentEnrichmentSchema = z.object({
  label: sentimentLabelSchema,
  score: z.number().min(-1).max(1),
});

/** One piece of personal data found, by character offsets into the analysed text. */
export const piiEntitySchema = z.object({
  kind: piiKindSchema,
  /** The custom pattern's name, for `regex`. */
  name: z.string().optional(),
  text: z.string(),
  start: z.number().int().min(0),
  end: z.number().int().min(0),
});
export type PiiEntity = z.infer<typeof piiEntitySchema>;
export const piiEnrichmentSchema = z.object({ entities: z.array(piiEntitySchema) });

/** What makes a text toxic. */
export const toxicityLabels = ['profanity', 'insult', 'threat', 'hate', 'sexual'] as const;
export const toxicityLabelSchema = z.enum(toxicityLabels);
export const toxicityEnrichmentSchema = z.object({
  toxic: z.boolean(),
  labels: z.array(toxicityLabelSchema),
  /** 0–1. */
  score: z.number().min(0).max(1),
});

/** The project's topics a text is about (names, as the project lists them). */
export const topicsEnrichmentSchema = z.object({ topics: z.array(z.string()) });

/** Each kind's result for one text. */
export const enrichmentValueSchemas = {
  language: languageEnrichmentSchema,
  sentiment: sentimentEnrichmentSchema,
  pii: piiEnrichmentSchema,
  toxicity: toxicityEnrichmentSchema,
  topics: topicsEnrichmentSchema,
} as const satisfies { readonly [Kind in EnricherKind]: z.ZodType };
export type EnrichmentValueOf<Kind extends EnricherKind> = z.output<
  (typeof enrichmentValueSchemas)[Kind]
>;

/** One kind's result on a run: its input and its output (null where the run has no such text). */
const sidesOf = <Value extends z.ZodType>(value: Value) =>
  z.object({ input: value.nullable(), output: value.nullable() });

/** The enrichments of one run, as `GET /v1/runs/{id}` carries them; a kind is absent until computed. */
export const runEnrichmentsSchema = z.object({
  language: sidesOf(languageEnrichmentSchema).optional(),
  sentiment: sidesOf(sentimentEnrichmentSchema).optional(),
  pii: sidesOf(piiEnrichmentSchema).optional(),
  toxicity: sidesOf(toxicityEnrichmentSchema).optional(),
  topics: sidesOf(topicsEnrichmentSchema).optional(),
});
export type RunEnrichments = z.infer<typeof runEnrichmentsSchema>;

/** Display names of the enricher kinds. */
export const enricherKindNames: { readonly [Kind in EnricherKind]: string } = {
  language: 'Language',
  sentiment: 'Sentiment',
  pii: 'PII',
  toxicity: 'Toxicity',
  topics: 'Topics',
};
