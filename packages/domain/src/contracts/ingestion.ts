import { z } from 'zod';
import { apiErrorSchema } from './api-error.js';

/** One SDK event as sent: a JSON object, checked field by field by the server (PROTOCOLS.md). */
const sdkEventSchema = z
  .record(z.string(), z.unknown())
  .describe('One event as the SDK sends it; see PROTOCOLS.md for the fields read.');

/**
 * `POST /v1/runs/ingest` and `POST /api/report`: a Lunary batch, usually
 * `{events: [...]}` (a bare array or a single event are taken too).
 */
export const lunaryIngestBodySchema = z
  .object({ events: z.array(sdkEventSchema) })
  .describe(
    'A Lunary batch. Also accepted: a bare array of events, or one event object. On /api/report the project key may be the first event’s appId.',
  );

/** Why one event of a batch was refused; `index` is its place in the batch. */
export const ingestRejectionSchema = z.object({
  index: z.number().int().min(0),
  id: z.string().optional(),
  reason: z.string(),
});
export type IngestRejection = z.infer<typeof ingestRejectionSchema>;

/** A Lunary batch's outcome: 200 when every event was stored, 207 when some were refused. */
export const lunaryIngestResponseSchema = z.object({
  ok: z.boolean(),
  accepted: z.number().int().min(0),
  rejected: z.array(ingestRejectionSchema).describe('The refused events, at most the first 100.'),
  rejectedCount: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('How many events were refused, when that is more than `rejected` lists.'),
});
export type LunaryIngestResponse = z.infer<typeof lunaryIngestResponseSchema>;

/** A Lunary batch of which no event could be stored (400): the error shape with the reasons. */
export const lunaryIngestRefusalSchema = apiErrorSchema.extend(lunaryIngestResponseSchema.shape);

/** `POST /api/public/ingestion`: a Langfuse batch of event envelopes. */
export const langfuseIngestionBodySchema = z.object({
  batch: z.array(
    z
      .object({
        id: z.string(),
        type: z.string().describe('trace-create, span-create, generation-update, score-create…'),
        timestamp: z.string(),
        body: z.record(z.string(), z.unknown()),
      })
      .describe('One envelope; unknown fields are ignored.'),
  ),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** The 207 answer of a Langfuse batch: a success per envelope id, an error for each of the first 100 refused. */
export const langfuseIngestionResponseSchema = z.object({
  successes: z.array(z.object({ id: z.string(), status: z.literal(201) })),
  errors: z.array(
    z.object({
      id: z.string().describe('The envelope id, or its index when it had none.'),
      status: z.literal(400),
      message: z.string(),
      error: z.string(),
    }),
  ),
});
export type LangfuseIngestionResponse = z.infer<typeof langfuseIngestionResponseSchema>;

/** An OTLP/HTTP JSON `ExportTraceServiceRequest` (OpenTelemetry's trace_service.proto). */
export const otlpTraceRequestSchema = z
  .object({ resourceSpans: z.array(z.record(z.string(), z.unknown())) })
  .describe('ExportTraceServiceRequest in OTLP/JSON encoding.');

/** The JSON `ExportTraceServiceResponse`: spans that could not be turned into runs, and why. */
export const otlpTraceResponseSchema = z.object({
  partialSuccess: z.object({
    rejectedSpans: z.string().optional().describe('How many spans were refused (int64 as text).'),
    errorMessage: z.string().optional().describe('The first refusals: `spanId: reason; …`.'),
  }),
});
export type OtlpTraceResponse = z.infer<typeof otlpTraceResponseSchema>;
