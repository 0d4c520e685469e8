import { type RunColor, runColorFor } from '@lookout/domain';

/** Badge classes of each run colour, in light and dark themes. */
const colorClasses = {
  green: 'bg-emerald-500/15 text-emerald-700 dark:text-emerald-300',
  blue: 'bg-blue-500/15 text-blue-700 dark:text-blue-300',
  red: 'bg-red-500/15 text-red-700 dark:text-red-300',
  violet: 'bg-violet-500/15 text-violet-700 dark:text-violet-300',
  purple: 'bg-purple-500/15 text-purple-700 dark:text-purple-300',
  gray: 'bg-muted text-muted-foreground',
  orange: 'bg-orange-500/15 text-orange-700 dark:text-orange-300',
} as const satisfies Record<RunColor, string>;

/** Bar colours of the waterfall, by run colour. */
const barClasses = {
  green: 'bg-emerald-500',
  blue: 'bg-blue-500',
  red: 'bg-red-500',
  violet: 'bg-violet-500',
  purple: 'bg-purple-500',
  gray: 'bg-slate-400',
  orange: 'bg-orange-500',
} as const satisfies Record<RunColor, string>;

/** Extra run types coloured like the role they act as. */
const typeAliases: Record<string, string> = { llm: 'ai', agent: 'function', chain: 'system' };

/** Badge classes for a message role or run type (SPEC §3 run colours). */
export function roleBadgeClasses(kind: string): string {
  return colorClasses[runColorFor(typeAliases[kind] ?? kind)];
}

/** Waterfall bar classes for a run type; failed runs are red. */
export function spanBarClasses(type: string, failed: boolean): string {
  return barClasses[runColorFor(failed ? 'error' : (typeAliases[type] ?? type))];
}
