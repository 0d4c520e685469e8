import type { Org, PlanOverage } from '@lookout/domain';
import type { ReactElement } from 'react';
import { ReadOnlyProvider } from '../lib/write-permission';
import { org, user } from './fixtures';

/** The sentence a read-only seat's disabled controls give on the Team plan of 10 seats. */
export const seatReason =
  "Read-only: your seat is past the Team plan's 10 seats. Upgrade to make changes.";

/** The sentence a read-only project's disabled controls give on the Team plan of 3 projects. */
export const projectReason =
  "Read-only: this project is past the Team plan's 3 projects. Upgrade, or delete projects, to make changes.";

/**
 * A Team org after a downgrade: 12 members for 10 seats (`readOnlyAccountIds` past them) and,
 * when given, 4 projects for 3 (`readOnlyProjectIds` past them).
 */
export function downgradedOrg(
  readOnlyAccountIds: string[],
  readOnlyProjectIds: string[] = [],
): Org {
  const planOverage: PlanOverage = {
    seats: { members: 12, included: 10, readOnlyAccountIds },
    projects: readOnlyProjectIds.length > 0 ? { count: 4, included: 3, readOnlyProjectIds } : null,
  };
  return { ...org, plan: 'team', planOverage };
}

/** `element` under the read-only state the shell gives a page (cloud edition, `user` signed in). */
export function underPlan(
  element: ReactElement,
  { org: downgraded, projectId }: { org: Org; projectId: string },
): ReactElement {
  return (
    <ReadOnlyProvider org={downgraded} accountId={user.id} edition="cloud" projectId={projectId}>
      {element}
    </ReadOnlyProvider>
  );
}

/** The text of the elements a control's `aria-describedby` names: what a screen reader adds. */
export function describedBy(element: Element): string {
  const ids = element.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();
}
