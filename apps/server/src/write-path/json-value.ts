import type { JsonObject, JsonValue } from '@lookout/domain';

/**
 * Whether a value is plain JSON: null, a boolean, a finite number, a string,
 * or arrays and plain objects of those. Iterative, so deep payloads cannot
 * overflow the stack.
 */
export function isJsonValue(value: unknown): value is JsonValue {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const current = pending.pop();
    if (current === null || typeof current === 'string' || typeof current === 'boolean') continue;
    if (typeof current === 'number') {
      if (!Number.isFinite(current)) return false;
      continue;
    }
    if (Array.isArray(current)) {
      for (const item of current) pending.push(item);
      continue;
    }
    if (typeof current === 'object') {
      const proto = Object.getPrototypeOf(current);
      if (proto !== Object.prototype && proto !== null) return false;
      for (const item of Object.values(current)) pending.push(item);
      continue;
    }
    return false;
  }
  return true;
}

/** Whether a JSON value is an object (not an array, not null). */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * JSON text with object keys sorted at every level, so equal values give equal
 * text whatever their key order.
 * @example canonicalJson({ b: 1, a: [2, { d: 3, c: 4 }] }) // '{"a":[2,{"c":4,"d":3}],"b":1}'
 */
export function canonicalJson(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item)).join(',')}]`;
  const keys = Object.keys(value).sort();
  const parts: string[] = [];
  for (const key of keys) {
    const item = value[key];
    if (item !== undefined) parts.push(`${JSON.stringify(key)}:${canonicalJson(item)}`);
  }
  return `{${parts.join(',')}}`;
}

/** Null, an empty string, an empty array or an empty object. */
export function isEmptyJson(value: JsonValue): boolean {
  if (value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value).length === 0;
  return false;
}

/**
 * Parses text that holds JSON (an object, an array or a quoted string), and
 * returns any other text unchanged. SDKs often send structured values as text.
 * @example parseJsonText('{"a":1}') // { a: 1 }
 * @example parseJsonText('hello') // 'hello'
 */
export function parseJsonText(text: string): JsonValue {
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[' && first !== '"') return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return isJsonValue(parsed) ? parsed : text;
  } catch {
    return text;
  }
}

/**
 * Makes an arbitrary value JSON-safe: drops undefined and functions, turns
 * dates into ISO text, non-finite numbers and bigints into text. Used on
 * values an SDK sent that JSON.parse did not produce (protobuf, hand-built).
 */
export function toJsonValue(value: unknown): JsonValue | undefined {
  if (value === null) return null;
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) ? value : String(value);
    case 'bigint':
      return value.toString();
    case 'object': {
      if (value instanceof Date) {
        return Number.isNaN(value.getTime()) ? null : value.toISOString();
      }
      if (Array.isArray(value)) return value.map((item) => toJsonValue(item) ?? null);
      const entries: [string, JsonValue][] = [];
      for (const [key, item] of Object.entries(value)) {
        const json = toJsonValue(item);
        if (json !== undefined) entries.push([key, json]);
      }
      return Object.fromEntries(entries);
    }
    default:
      return undefined;
  }
}

/**
 * A JSON object from fields that may be undefined, leaving those out.
 * @example compactObject({ role: 'user', name: undefined }) // { role: 'user' }
 */
export function compactObject(fields: Record<string, JsonValue | undefined>): JsonObject {
  const entries: [string, JsonValue][] = [];
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined) entries.push([key, value]);
  return Object.fromEntries(entries);
}
