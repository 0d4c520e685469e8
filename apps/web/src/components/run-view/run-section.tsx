import type { ReactNode } from 'react';
import { Heading, OutlineLevel, subLevel, useOutlineLevel } from './outline-level';

/** A titled block of the run viewer, its heading one level below the run's. */
export function RunSection({ title, children }: { title: string; children: ReactNode }) {
  const level = subLevel(useOutlineLevel());
  return (
    <section className="flex flex-col gap-2">
      <Heading
        level={level}
        className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {title}
      </Heading>
      <OutlineLevel level={level}>{children}</OutlineLevel>
    </section>
  );
}
