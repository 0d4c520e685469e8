import {
  type TemplateExtra,
  templateExtraSchema,
  templateToolSchema,
  templateVersionDefaults,
} from '@lookout/domain';

/** The numeric settings the editor offers, as the API names them. */
export const numericParameters = [
  { key: 'temperature', label: 'Temperature', step: '0.1' },
  { key: 'max_tokens', label: 'Max tokens', step: '1' },
  { key: 'top_p', label: 'Top P', step: '0.05' },
  { key: 'presence_penalty', label: 'Presence penalty', step: '0.1' },
  { key: 'frequency_penalty', label: 'Frequency penalty', step: '0.1' },
  { key: 'seed', label: 'Seed', step: '1' },
] as const;

export type NumericParameter = (typeof numericParameters)[number]['key'];

/** The settings as typed: numbers stay text until saved, so a half-typed "0." is kept. */
export interface ParameterFields {
  model: string;
  numbers: Record<NumericParameter, string>;
  /** Stop sequences, one per line. */
  stop: string;
  /** The tools array as JSON text. */
  tools: string;
}

/** Field name → what is wrong with it. */
export type ParameterErrors = Partial<
  Record<NumericParameter | 'model' | 'stop' | 'tools', string>
>;

const editedKeys = new Set<string>([
  'model',
  'stop',
  'tools',
  ...numericParameters.map((p) => p.key),
]);

/** The fields of a version's settings (the defaults for a new template). */
export function parameterFields(extra: Partial<TemplateExtra> | undefined): ParameterFields {
  const source: Record<string, unknown> = {
    max_tokens: templateVersionDefaults.max_tokens,
    temperature: templateVersionDefaults.temperature,
    ...extra,
  };
  const numbers = Object.fromEntries(
    numericParameters.map(({ key }) => {
      const value = source[key];
      return [key, typeof value === 'number' ? String(value) : ''];
    }),
  ) as Record<NumericParameter, string>;
  const stop = Array.isArray(source.stop) ? source.stop.join('\n') : '';
  const tools = Array.isArray(source.tools) ? JSON.stringify(source.tools, null, 2) : '';
  return { model: typeof source.model === 'string' ? source.model : '', numbers, stop, tools };
}

/** Why the tools text is not a list of tools, or null when it is (or is empty). */
export function toolsError(text: string): string | null {
  if (!text.trim()) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `Tools are not valid JSON: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!Array.isArray(parsed)) return 'Tools must be a JSON array of tools';
  for (const [index, tool] of parsed.entries()) {
    const fn = (tool as { function?: { name?: unknown } } | null)?.function;
    if (
      typeof tool !== 'object' ||
      tool === null ||
      (tool as { type?: unknown }).type !== 'function'
    )
      return `Tool ${index + 1} needs "type": "function"`;
    if (typeof fn?.name !== 'string' || !fn.name.trim())
      return `Tool ${index + 1} needs a function name`;
    // The rest as the server checks it (the name's characters, the parameters object).
    const checked = templateToolSchema.safeParse(tool);
    if (!checked.success) return `Tool ${index + 1}: ${checked.error.issues[0]?.message}`;
  }
  return null;
}

export type ExtraResult =
  | { ok: true; extra: TemplateExtra }
  | { ok: false; errors: ParameterErrors };

/**
 * The settings to save: the fields parsed and checked as the server checks them, keeping any
 * setting the editor does not show (tool_choice, response_format, …) from `base`.
 */
export function buildExtra(
  fields: ParameterFields,
  base: Record<string, unknown> = {},
): ExtraResult {
  const errors: ParameterErrors = {};
  const extra: Record<string, unknown> = Object.fromEntries(
    Object.entries(base).filter(([key]) => !editedKeys.has(key)),
  );
  extra.model = fields.model;
  for (const { key, label } of numericParameters) {
    const text = fields.numbers[key].trim();
    if (!text) continue;
    const value = Number(text);
    if (Number.isFinite(value)) extra[key] = value;
    else errors[key] = `${label} must be a number`;
  }
  const stop = fields.stop.split('\n').filter((line) => line.length > 0);
  if (stop.length > 0) extra.stop = stop;
  const toolsProblem = toolsError(fields.tools);
  if (toolsProblem) errors.tools = toolsProblem;
  else if (fields.tools.trim()) extra.tools = JSON.parse(fields.tools);

  const parsed = templateExtraSchema.safeParse(extra);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? 'model') as keyof ParameterErrors;
      errors[key] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, extra: parsed.data };
}
