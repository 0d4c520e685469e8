import type { FilterNumberKind } from './limits.js';

/**
 * Default values of the filter bar's number inputs (SPEC §3, §9): what a
 * freshly added filter shows before the user types.
 */
export const filterNumberDefaults = {
  /** Percent threshold. */
  percent: 50,
  /** Characters. */
  length: 100,
  /** Seconds. */
  duration: 5,
  /** US dollars. */
  cost: 0.1,
  /** Tokens. */
  tokens: 100,
  /** Messages. */
  messages: 1,
} as const satisfies Record<FilterNumberKind, number>;

/** Defaults of the non-number parameters of filters that have one. */
export const filterChoiceDefaults = {
  /** The messages filter compares with "greater than or equal". */
  messagesOperator: 'gte',
  /** The tokens filter counts total tokens unless told otherwise. */
  tokensField: 'total',
} as const;

/** Model settings a new prompt template version starts with. */
export const templateVersionDefaults = {
  max_tokens: 4096,
  temperature: 1,
} as const;

/** The model of a version saved without one (a Langfuse `createPrompt` whose config names none). */
export const defaultTemplateModel = 'gpt-4o-mini';

/** The dashboard shows the last 30 days, from start of day to end of day. */
export const defaultDashboardRangeDays = 30;

/** Look and feel the web app starts with. */
export const themeDefaults = {
  colorScheme: 'auto',
  radius: 'md',
  primaryShade: 7,
  palettes: ['blue', 'teal'],
} as const;
