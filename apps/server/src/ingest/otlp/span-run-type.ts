import type { RunType } from '../../write-path/run-event.js';
import type { SpanAttributes } from './otlp-span.js';
import { attrString } from './span-attributes.js';

/** `langfuse.observation.type` (Langfuse SDKs over OTLP). */
const langfuseTypes = {
  generation: 'llm',
  embedding: 'embed',
  agent: 'agent',
  tool: 'tool',
  chain: 'chain',
  retriever: 'retriever',
  span: 'chain',
  evaluator: 'chain',
  guardrail: 'chain',
  event: 'custom-event',
} as const satisfies Record<string, RunType>;

/** `openinference.span.kind` (Arize OpenInference instrumentations; sent upper-case). */
const openInferenceKinds = {
  llm: 'llm',
  embedding: 'embed',
  chain: 'chain',
  retriever: 'retriever',
  reranker: 'retriever',
  tool: 'tool',
  agent: 'agent',
  guardrail: 'chain',
  evaluator: 'chain',
  prompt: 'chain',
  unknown: 'chain',
} as const satisfies Record<string, RunType>;

/** `gen_ai.operation.name` (OpenTelemetry GenAI semantic conventions). */
const genAiOperations = {
  chat: 'llm',
  text_completion: 'llm',
  generate_content: 'llm',
  embeddings: 'embed',
  create_agent: 'agent',
  invoke_agent: 'agent',
  execute_tool: 'tool',
  retrieval: 'retriever',
} as const satisfies Record<string, RunType>;

/** `traceloop.span.kind` (OpenLLMetry entity spans). */
const traceloopKinds = {
  workflow: 'chain',
  task: 'chain',
  agent: 'agent',
  tool: 'tool',
  unknown: 'chain',
} as const satisfies Record<string, RunType>;

/** `llm.request.type` (OpenLLMetry LLM spans). */
const traceloopRequestTypes = {
  chat: 'llm',
  completion: 'llm',
  embedding: 'embed',
  rerank: 'retriever',
} as const satisfies Record<string, RunType>;

/** Each convention's attribute and table (values compared lower-case), most specific first. */
const conventions: ReadonlyArray<readonly [string, Readonly<Record<string, RunType>>]> = [
  ['langfuse.observation.type', langfuseTypes],
  ['openinference.span.kind', openInferenceKinds],
  ['gen_ai.operation.name', genAiOperations],
  ['traceloop.span.kind', traceloopKinds],
  ['llm.request.type', traceloopRequestTypes],
];

const modelAttributes = ['gen_ai.request.model', 'gen_ai.response.model', 'llm.model_name'];

/**
 * The run type of a span, from the first convention that names it:
 * Langfuse observation type, OpenInference span kind, GenAI operation name,
 * OpenLLMetry span kind or request type. A span that names a model but no
 * type is an LLM call; anything else is a chain.
 */
export function spanRunType(attributes: SpanAttributes): RunType {
  for (const [key, table] of conventions) {
    const value = attrString(attributes, key);
    if (value === undefined) continue;
    const type = table[value.toLowerCase()];
    if (type) return type;
  }
  return modelAttributes.some((key) => attrString(attributes, key) !== undefined) ? 'llm' : 'chain';
}
