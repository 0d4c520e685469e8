import {
  apiErrorSchema,
  langfuseIngestionBodySchema,
  langfuseIngestionResponseSchema,
  lunaryIngestBodySchema,
  lunaryIngestRefusalSchema,
  lunaryIngestResponseSchema,
  otlpTraceRequestSchema,
  otlpTraceResponseSchema,
} from '@lookout/domain';
import { bearerAuth, langfuseAuth, type OpenAPIRegistry } from '../../http/api-security.js';
import { jsonContent } from '../../http/router.js';

const tags = ['Ingestion'];
const protobuf = { schema: { type: 'string' as const, format: 'binary' } };

/** The error answers every SDK route can give. */
const ingestErrors = {
  401: jsonContent(apiErrorSchema, 'No key, or a key of no project: "Invalid access token".'),
  403: jsonContent(
    apiErrorSchema,
    'The organisation reached its plan\'s event limit ("Ingestion limit reached", code org_limited).',
  ),
  413: jsonContent(apiErrorSchema, 'The body is larger than 16 MiB: send smaller batches.'),
} as const;

const otlpResponses = {
  200: {
    description:
      "Stored: an ExportTraceServiceResponse in the request's encoding. `partialSuccess` names the spans that could not be turned into runs; the others are stored.",
    content: {
      'application/json': { schema: otlpTraceResponseSchema },
      'application/x-protobuf': protobuf,
    },
  },
  400: jsonContent(apiErrorSchema, 'The body cannot be decoded (bad JSON, protobuf or gzip).'),
  ...ingestErrors,
  415: jsonContent(apiErrorSchema, 'A content type or content encoding Lookout does not read.'),
};

const otlpBody = {
  required: true,
  description:
    'An OTLP/HTTP ExportTraceServiceRequest, JSON or protobuf, optionally with Content-Encoding: gzip; chunked bodies are read.',
  content: {
    'application/json': { schema: otlpTraceRequestSchema },
    'application/x-protobuf': protobuf,
  },
};

/**
 * Documents the SDK ingestion routes, which are plain Hono routes (they read
 * their bodies themselves: protobuf, gzip, legacy shapes) and so are not
 * generated from zod contracts like the others.
 */
export function documentIngestionRoutes(registry: OpenAPIRegistry): void {
  for (const [path, summary, description] of [
    [
      '/v1/runs/ingest',
      'Lunary SDK events',
      'Each event is checked on its own: good events are stored, each refused one gets its reason.',
    ],
    [
      '/api/report',
      'Lunary SDK events (legacy path)',
      "As /v1/runs/ingest; the project key may instead be the first event's `appId`.",
    ],
  ] as const) {
    registry.registerPath({
      method: 'post',
      path,
      tags,
      summary,
      description,
      security: bearerAuth,
      request: {
        body: {
          required: true,
          content: { 'application/json': { schema: lunaryIngestBodySchema } },
        },
      },
      responses: {
        200: jsonContent(lunaryIngestResponseSchema, 'Every event was stored.'),
        207: jsonContent(
          lunaryIngestResponseSchema,
          'Some events were refused (`rejected`, each with its index and reason); the others were stored.',
        ),
        400: jsonContent(
          lunaryIngestRefusalSchema,
          'Invalid JSON, or no event could be stored (then with `accepted: 0` and the per-event reasons).',
        ),
        ...ingestErrors,
      },
    });
  }
  for (const path of ['/v1/traces', '/otel/v1/traces'] as const) {
    registry.registerPath({
      method: 'post',
      path,
      tags,
      summary: 'OpenTelemetry traces (OTLP/HTTP)',
      description:
        'GenAI semantic conventions (current and legacy), OpenInference and OpenLLMetry spans become runs.',
      security: bearerAuth,
      request: { body: otlpBody },
      responses: otlpResponses,
    });
  }
  registry.registerPath({
    method: 'post',
    path: '/api/public/ingestion',
    tags,
    summary: 'Langfuse SDK events',
    description:
      'Always answers 207 with a success or an error per envelope; retried envelopes are harmless.',
    security: langfuseAuth,
    request: {
      body: {
        required: true,
        content: { 'application/json': { schema: langfuseIngestionBodySchema } },
      },
    },
    responses: {
      207: jsonContent(
        langfuseIngestionResponseSchema,
        'A result per envelope: `successes` (201) were stored, `errors` (400) say why not.',
      ),
      400: jsonContent(apiErrorSchema, 'The body is not JSON, or has no `batch` array.'),
      ...ingestErrors,
    },
  });
  registry.registerPath({
    method: 'post',
    path: '/api/public/otel/v1/traces',
    tags,
    summary: 'Langfuse SDK traces (OTLP/HTTP)',
    security: langfuseAuth,
    request: { body: otlpBody },
    responses: otlpResponses,
  });
}
