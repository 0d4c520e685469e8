/** Run types and message roles that have a colour of their own (SPEC §3). */
export const coloredRunKinds = [
  'ai',
  'assistant',
  'human',
  'user',
  'error',
  'function',
  'tool',
  'system',
  'api',
] as const;
export type ColoredRunKind = (typeof coloredRunKinds)[number];

/** Colour names shared by Tailwind's palette and the UI kit. */
export type RunColor = 'green' | 'blue' | 'red' | 'violet' | 'purple' | 'gray' | 'orange';

/**
 * The colour of a run or message by its type or role. Model output is green,
 * people are blue, errors red, code paths violet or purple, system gray.
 */
export const runColors = {
  ai: 'green',
  assistant: 'green',
  human: 'blue',
  user: 'blue',
  error: 'red',
  function: 'violet',
  tool: 'purple',
  system: 'gray',
  api: 'orange',
} as const satisfies Record<ColoredRunKind, RunColor>;

/** Colour for types or roles without one of their own. */
export const defaultRunColor = 'gray' satisfies RunColor;

/**
 * The colour for a run type or message role, gray when it has none.
 *
 * @example runColorFor('assistant') // 'green'
 * @example runColorFor('chain') // 'gray'
 */
export function runColorFor(kind: string): RunColor {
  return Object.hasOwn(runColors, kind) ? runColors[kind as ColoredRunKind] : defaultRunColor;
}
