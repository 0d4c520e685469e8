import type { JsonObject, JsonValue } from '@lookout/domain';
import { isJsonObject, isJsonValue, toJsonValue } from '../write-path/json-value.js';

/**
 * Readers for the loosely typed payloads SDKs send. They accept what real SDKs
 * send (camelCase or snake_case keys, numbers as text, one tag as a string)
 * and return undefined for anything they cannot use, never throwing.
 */
export type RawObject = Record<string, unknown>;

export function isRawObject(value: unknown): value is RawObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** snake_case twins of the camelCase field names the readers ask for: a handful, asked per event. */
const snakeCases = new Map<string, string>();

function snakeCase(key: string): string {
  let snake = snakeCases.get(key);
  if (snake === undefined) {
    snake = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
    // Keys come from our code, not from payloads; the bound only guards against a caller that
    // would pass payload keys one day.
    if (snakeCases.size < 1_000) snakeCases.set(key, snake);
  }
  return snake;
}

/** A field by its camelCase name, or its snake_case twin (the Python SDK's). */
export function rawField(raw: RawObject, key: string): unknown {
  const value = raw[key];
  if (value !== undefined) return value;
  const snake = snakeCase(key);
  return snake === key ? undefined : raw[snake];
}

/** A non-empty string. */
export function readString(raw: RawObject, key: string): string | undefined {
  const value = rawField(raw, key);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An id: a non-empty string, or a number written as text. */
export function readId(raw: RawObject, key: string): string | undefined {
  const value = rawField(raw, key);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Any JSON value, made JSON-safe if it came from somewhere other than JSON.parse. */
export function readJson(raw: RawObject, key: string): JsonValue | undefined {
  const value = rawField(raw, key);
  if (value === undefined) return undefined;
  return isJsonValue(value) ? value : toJsonValue(value);
}

/** A JSON object (arrays and scalars are not objects). */
export function readObject(raw: RawObject, key: string): JsonObject | undefined {
  const value = readJson(raw, key);
  return isJsonObject(value) ? value : undefined;
}

/** Tags: an array of strings (other items dropped) or a single string. */
export function readTags(raw: RawObject, key: string): string[] | undefined {
  const value = rawField(raw, key);
  if (typeof value === 'string' && value !== '') return [value];
  if (!Array.isArray(value)) return undefined;
  const tags = value.filter((tag): tag is string => typeof tag === 'string' && tag !== '');
  return tags.length > 0 ? tags : undefined;
}

/** A whole non-negative count, from a number or numeric text. */
export function toCount(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 0) return undefined;
  return Math.round(number);
}

/** A finite number, from a number or numeric text. */
export function toNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** An object without its undefined fields, so optional keys are absent rather than undefined. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
