import type { IngestRejection } from '../write-path/run-event.js';

/**
 * Most events (Lunary events, Langfuse envelopes, OTLP spans) one ingestion
 * request may carry. SDKs flush every few dozen; 20,000 events of ordinary
 * size already fill the 16 MiB body limit, while a body of a million empty
 * events would hold the event loop for seconds. Over it, the whole request is
 * refused with one short reason.
 */
export const maxEventsPerRequest = 20_000;

/** Most refusals an answer lists; the rest are counted, so an answer stays small. */
export const maxListedRejections = 100;

/**
 * Why a request of `count` items is refused, or undefined when it is within the limit.
 * @example tooManyEvents(1_000_000, 'events') // 'The request carries 1,000,000 events; send at most 20,000 per request.'
 */
export function tooManyEvents(count: number, noun: string): string | undefined {
  if (count <= maxEventsPerRequest) return undefined;
  return `The request carries ${count.toLocaleString('en-US')} ${noun}; send at most ${maxEventsPerRequest.toLocaleString('en-US')} per request.`;
}

/**
 * The first `maxListedRejections` refusals, and how many there were in all
 * when that is more.
 * @example listedRejections(rejections) // { rejected: [...first 100], rejectedCount: 250 }
 */
export function listedRejections(rejections: readonly IngestRejection[]): {
  rejected: IngestRejection[];
  rejectedCount?: number;
} {
  if (rejections.length <= maxListedRejections) return { rejected: [...rejections] };
  return {
    rejected: rejections.slice(0, maxListedRejections),
    rejectedCount: rejections.length,
  };
}
