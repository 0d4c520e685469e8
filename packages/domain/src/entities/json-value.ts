import { z } from 'zod';

/** Any JSON value (inputs, outputs, metadata and other free-form payloads). */
export type JsonValue =
  | string
  | number
  | boolean
  | null
  | JsonValue[]
  | { [key: string]: JsonValue };

/** True when `value` is plain JSON: finite numbers, strings, booleans, null, arrays and plain objects. */
export function isJsonValue(value: unknown, depth = 0): value is JsonValue {
  if (depth > 200) return false;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => isJsonValue(item, depth + 1));
  if (typeof value === 'object') {
    const prototype = Object.getPrototypeOf(value);
    if (prototype !== Object.prototype && prototype !== null) return false;
    return Object.values(value).every((item) => isJsonValue(item, depth + 1));
  }
  return false;
}

/**
 * Any JSON value. Checked by a guard rather than a recursive schema, so that
 * API documents generated from the contracts stay finite.
 */
export const jsonValueSchema = z
  .unknown()
  .refine(isJsonValue, 'Must be a JSON value') as unknown as z.ZodType<JsonValue>;

/** A JSON object with free-form keys. */
export const jsonObjectSchema = z.record(z.string(), jsonValueSchema);
export type JsonObject = z.infer<typeof jsonObjectSchema>;
