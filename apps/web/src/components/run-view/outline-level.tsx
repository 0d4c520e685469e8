import { createContext, type ReactNode, useContext } from 'react';

/** A heading level of HTML: h1 to h6. */
export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

/** Level of the heading the content belongs to; h2 unless set (a run's heading in a panel). */
const OutlineLevelContext = createContext<HeadingLevel>(2);

/**
 * The heading level `by` levels below `level`, kept within h1..h6.
 *
 * @example subLevel(2) // 3
 * @example subLevel(5, 3) // 6
 */
export function subLevel(level: number, by = 1): HeadingLevel {
  return Math.min(6, Math.max(1, Math.trunc(level + by))) as HeadingLevel;
}

/** Level of the heading that the content being rendered belongs to. */
export function useOutlineLevel(): HeadingLevel {
  return useContext(OutlineLevelContext);
}

/**
 * Says that `children` belong to a heading of `level`, so the headings among them (sections,
 * Markdown headings of logged text) start one level below it and the outline skips none.
 */
export function OutlineLevel({ level, children }: { level: HeadingLevel; children: ReactNode }) {
  return <OutlineLevelContext.Provider value={level}>{children}</OutlineLevelContext.Provider>;
}

/** A heading element of the given level. */
export function Heading({
  level,
  className,
  children,
}: {
  level: HeadingLevel;
  className?: string;
  children: ReactNode;
}) {
  const Tag = `h${level}` as const;
  return <Tag className={className}>{children}</Tag>;
}
