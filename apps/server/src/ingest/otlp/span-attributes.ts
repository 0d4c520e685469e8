import type { JsonObject, JsonValue } from '@lookout/domain';
import { isJsonObject, parseJsonText } from '../../write-path/json-value.js';
import { toCount, toNumber } from '../raw-fields.js';
import type { SpanAttributes } from './otlp-span.js';

/** An attribute as text (numbers and booleans written out), or undefined when absent or empty. */
export function attrString(attributes: SpanAttributes, key: string): string | undefined {
  const value = attributes[key];
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** The first of several attributes that is set, as text. */
export function firstString(
  attributes: SpanAttributes,
  keys: readonly string[],
): string | undefined {
  for (const key of keys) {
    const value = attrString(attributes, key);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The first of several attributes that holds a whole non-negative count. */
export function firstCount(
  attributes: SpanAttributes,
  keys: readonly string[],
): number | undefined {
  for (const key of keys) {
    const value = toCount(attributes[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** The first of several attributes that holds a finite number. */
export function firstNumber(
  attributes: SpanAttributes,
  keys: readonly string[],
): number | undefined {
  for (const key of keys) {
    const value = toNumber(attributes[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/**
 * An attribute holding structured data, parsed when it is JSON text (SDKs
 * stringify messages, metadata and parameters into string attributes).
 */
export function attrJson(attributes: SpanAttributes, key: string): JsonValue | undefined {
  const value = attributes[key];
  if (value === undefined) return undefined;
  return typeof value === 'string' ? parseJsonText(value) : value;
}

/** `attrJson`, only when the result is an object. */
export function attrObject(attributes: SpanAttributes, key: string): JsonObject | undefined {
  const value = attrJson(attributes, key);
  return isJsonObject(value) ? value : undefined;
}

/** Attributes under a prefix, keyed by the rest of their name. */
export function withPrefix(attributes: SpanAttributes, prefix: string): Map<string, JsonValue> {
  const found = new Map<string, JsonValue>();
  for (const [key, value] of Object.entries(attributes)) {
    if (key.startsWith(prefix) && key.length > prefix.length)
      found.set(key.slice(prefix.length), value);
  }
  return found;
}

/**
 * Flattened list attributes (`llm.input_messages.0.message.role`, …) grouped by
 * index, each group keyed by the rest of the name, in index order.
 * @example indexedGroups({ 'p.1.role': 'user', 'p.0.role': 'system' }, 'p.')
 * // [{ role: 'system' }, { role: 'user' }]
 */
export function indexedGroups(attributes: SpanAttributes, prefix: string): SpanAttributes[] {
  const groups = new Map<number, Map<string, JsonValue>>();
  for (const [rest, value] of withPrefix(attributes, prefix)) {
    const match = /^(\d+)(?:\.(.+))?$/.exec(rest);
    if (!match?.[1]) continue;
    const index = Number(match[1]);
    const group = groups.get(index) ?? new Map<string, JsonValue>();
    group.set(match[2] ?? '', value);
    groups.set(index, group);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, group]) => Object.fromEntries(group));
}
