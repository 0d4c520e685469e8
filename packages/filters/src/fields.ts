/**
 * Which side of a run a content filter looks at (SPEC §3): its input, its
 * output, or (for the string filter only) either of them.
 */
export const filterFieldLabels = {
  input: 'Input',
  output: 'Output',
  any: 'Any',
} as const;

/** One field choice: `input`, `output` or `any`. */
export type FilterField = keyof typeof filterFieldLabels;
