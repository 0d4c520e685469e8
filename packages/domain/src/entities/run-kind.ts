import { z } from 'zod';

/**
 * Kinds of run Lookout records. `convo` is the legacy name of `thread`;
 * `custom-event` and `log` are point events sent by SDKs.
 */
export const runKinds = [
  'llm',
  'embed',
  'chain',
  'agent',
  'tool',
  'retriever',
  'thread',
  'convo',
  'chat',
  'custom-event',
  'log',
] as const;
export const runKindSchema = z.enum(runKinds);
export type RunKind = z.infer<typeof runKindSchema>;

/** A run is started until its end or error arrives. */
export const runStatuses = ['started', 'success', 'error'] as const;
export const runStatusSchema = z.enum(runStatuses);
export type RunStatus = z.infer<typeof runStatusSchema>;

/** The three lists of the logs page: LLM calls, traces (root runs) and conversations. */
export const runListTypes = ['llm', 'trace', 'thread'] as const;
export const runListTypeSchema = z.enum(runListTypes);
export type RunListType = z.infer<typeof runListTypeSchema>;

/**
 * Kinds of run the traces list never shows, even at a trace's root:
 * conversations and their messages, and point events.
 */
export const kindsOutsideTracesList = ['thread', 'chat', 'custom-event', 'log'] as const;

/**
 * The kinds of run each list of the logs page can show (the traces list also
 * requires a root run).
 */
export const runKindsOfList: { readonly [List in RunListType]: readonly RunKind[] } = {
  llm: ['llm'],
  thread: ['thread'],
  trace: runKinds.filter((kind) => !(kindsOutsideTracesList as readonly RunKind[]).includes(kind)),
};
