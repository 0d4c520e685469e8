import type { Run } from '@lookout/domain';

/** A tool the model was offered. */
export interface OfferedTool {
  name: string;
  description?: string;
  /** The JSON schema of its arguments. */
  parameters?: unknown;
}

/** The settings a model call was made with, read from its logged `params`. */
export interface ModelSettings {
  model?: string;
  temperature?: number;
  maxTokens?: number;
  tools: OfferedTool[];
}

type JsonRecord = Record<string, unknown>;

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstNumber(params: JsonRecord, keys: string[]): number | undefined {
  for (const key of keys) {
    const value = params[key];
    if (typeof value === 'number' && Number.isFinite(value)) return value;
    if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) {
      return Number(value);
    }
  }
  return undefined;
}

/**
 * One tool definition in any shape SDKs log: OpenAI's `{type, function: {name, description,
 * parameters}}`, the Responses API's and GenAI's flat `{name, description, parameters}`, or
 * Anthropic's `{name, description, input_schema}`. Anything without a name is skipped.
 */
function readTool(value: unknown): OfferedTool | undefined {
  if (!isRecord(value)) return undefined;
  const tool = isRecord(value.function) ? value.function : value;
  const name = tool.name;
  if (typeof name !== 'string' || name === '') return undefined;
  const description = typeof tool.description === 'string' ? tool.description : undefined;
  const parameters = tool.parameters ?? tool.input_schema ?? tool.inputSchema;
  return {
    name,
    ...(description ? { description } : {}),
    ...(parameters === undefined ? {} : { parameters }),
  };
}

/**
 * Model, temperature, max tokens and offered tools of a run. The model is the logged
 * `params.model`, else an LLM run's name (SDKs name LLM runs after the model). Parameter names
 * differ by SDK: OpenAI's `max_tokens` / `max_completion_tokens`, the Responses API's
 * `max_output_tokens`, and camelCase `maxTokens`.
 */
export function readModelSettings(run: Pick<Run, 'type' | 'name' | 'params'>): ModelSettings {
  const params = run.params ?? {};
  const model =
    typeof params.model === 'string' && params.model
      ? params.model
      : run.type === 'llm' && run.name
        ? run.name
        : undefined;
  const temperature = firstNumber(params, ['temperature']);
  const maxTokens = firstNumber(params, [
    'max_tokens',
    'max_completion_tokens',
    'max_output_tokens',
    'maxTokens',
    'maxOutputTokens',
  ]);
  const tools = (Array.isArray(params.tools) ? params.tools : [])
    .map(readTool)
    .filter((tool): tool is OfferedTool => tool !== undefined);
  return {
    ...(model ? { model } : {}),
    ...(temperature === undefined ? {} : { temperature }),
    ...(maxTokens === undefined ? {} : { maxTokens }),
    tools,
  };
}

/** Whether a run logged any model setting worth a section of its own. */
export function hasModelSettings(settings: ModelSettings): boolean {
  return (
    settings.temperature !== undefined ||
    settings.maxTokens !== undefined ||
    settings.tools.length > 0
  );
}
