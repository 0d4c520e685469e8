import type { ReactNode } from 'react';
import { Heading, OutlineLevel, subLevel, useOutlineLevel } from './outline-level';

/** A titled block of the run viewer, its heading one level below the run's. */
export function RunSection({
  title,
  action,
  children,
}: {
  title: string;
  /** A control beside the title, such as the section's Copy button. */
  action?: ReactNode;
  children: ReactNode;
}) {
  const level = subLevel(useOutlineLevel());
  return (
    <section className="flex flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <Heading
          level={level}
          className="text-xs font-semibold tracking-wide text-muted-foreground uppercase"
        >
          {title}
        </Heading>
        {action}
      </div>
      <OutlineLevel level={level}>{children}</OutlineLevel>
    </section>
  );
}
