import { type Edition, type Org, planCatalogue, type Role } from '@lookout/domain';
import {
  type Action,
  type PlanReadOnly,
  planReadOnlyOf,
  type Resource,
  type WriteScope,
  writeAccess,
} from '@lookout/rbac';
import { createContext, type ReactNode, useContext, useId, useMemo } from 'react';

/** The plan's read-only state of the signed-in user in the selected project. */
interface ReadOnlyState {
  edition: Edition;
  projectId: string | null;
  readOnly: PlanReadOnly | null;
  /** Why a read-only seat cannot write, and the id of the element that says it. */
  seat: { id: string; text: string } | null;
  /** Why the selected project cannot be changed, and the id of the element that says it. */
  project: { id: string; text: string } | null;
}

const nothingReadOnly: ReadOnlyState = {
  edition: 'self-hosted',
  projectId: null,
  readOnly: null,
  seat: null,
  project: null,
};

const ReadOnlyContext = createContext<ReadOnlyState>(nothingReadOnly);

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * Gives every page below the plan's read-only state after a downgrade (cloud, SPEC §9): which of
 * the user's writes `useWritePermission` disables, and the sentences (rendered once, visually
 * hidden) that the disabled controls point to with `aria-describedby`.
 */
export function ReadOnlyProvider({
  org,
  accountId,
  edition,
  projectId,
  children,
}: {
  org: Pick<Org, 'plan' | 'planOverage'>;
  accountId: string;
  edition: Edition;
  projectId: string | null;
  children: ReactNode;
}) {
  const id = useId();
  const state = useMemo<ReadOnlyState>(() => {
    const readOnly = planReadOnlyOf(org.planOverage, accountId, edition);
    const overage = org.planOverage;
    if (!readOnly || !overage) return { ...nothingReadOnly, edition, projectId };
    const planName = planCatalogue[org.plan].name;
    const seat =
      readOnly.seat && overage.seats
        ? {
            id: `${id}-seat`,
            text: `Read-only: your seat is past the ${planName} plan's ${plural(overage.seats.included, 'seat')}. Upgrade to make changes.`,
          }
        : null;
    const project =
      projectId && readOnly.projectIds.includes(projectId) && overage.projects
        ? {
            id: `${id}-project`,
            text: `Read-only: this project is past the ${planName} plan's ${plural(overage.projects.included, 'project')}. Upgrade, or delete projects, to make changes.`,
          }
        : null;
    return { edition, projectId, readOnly, seat, project };
  }, [org.plan, org.planOverage, accountId, edition, projectId, id]);

  return (
    <ReadOnlyContext.Provider value={state}>
      {state.seat ? (
        <span id={state.seat.id} className="sr-only">
          {state.seat.text}
        </span>
      ) : null}
      {state.project ? (
        <span id={state.project.id} className="sr-only">
          {state.project.text}
        </span>
      ) : null}
      {children}
    </ReadOnlyContext.Provider>
  );
}

/** Props that make a control disabled with the reason, or nothing when it may be used. */
export interface ReadOnlyControlProps {
  disabled?: true;
  title?: string;
  'aria-describedby'?: string;
}

/** What a page needs to draw one write control. */
export interface WritePermission {
  /** The role has the permission: show the control (hidden otherwise, as before). */
  permitted: boolean;
  /** The write would go through: the role allows it and the plan does not make it read-only. */
  allowed: boolean;
  /** The sentence saying why a permitted control is disabled; null when it is not. */
  readOnlyReason: string | null;
  /** Spread on the control: `disabled`, `title` and `aria-describedby` when read-only. */
  controlProps: ReadOnlyControlProps;
}

/**
 * Whether the user may make a write, combining `role` with the plan's read-only state of their
 * seat and of the selected project (`writeAccess` in `@lookout/rbac`). Use it for every create,
 * edit, delete or run control instead of `can(role, …)`: show the control when `permitted`,
 * and spread `controlProps` on it so a read-only user sees it disabled with the reason.
 * Reads (`read`, `list`, `export`) are never read-only. `scope: 'org'` marks an org-wide write
 * (a read-only project does not refuse it).
 *
 * @example
 * const create = useWritePermission(memberRole, 'prompts', 'create');
 * create.permitted ? <Button {...create.controlProps}>New prompt</Button> : null
 */
export function useWritePermission(
  role: Role | string,
  resource: Resource,
  action: Action,
  options: { scope?: WriteScope } = {},
): WritePermission {
  const state = useContext(ReadOnlyContext);
  const access = writeAccess(
    // An unknown role string is denied by `can` inside `writeAccess`.
    { role: role as Role, edition: state.edition, readOnly: state.readOnly },
    { resource, action, projectId: state.projectId, scope: options.scope },
  );
  if (access.allowed) {
    return { permitted: true, allowed: true, readOnlyReason: null, controlProps: {} };
  }
  if (access.reason === 'role') {
    return { permitted: false, allowed: false, readOnlyReason: null, controlProps: {} };
  }
  const explanation = access.reason === 'read-only-seat' ? state.seat : state.project;
  const text = explanation?.text ?? 'Read-only under your plan. Upgrade to make changes.';
  return {
    permitted: true,
    allowed: false,
    readOnlyReason: text,
    controlProps: {
      disabled: true,
      title: text,
      ...(explanation ? { 'aria-describedby': explanation.id } : {}),
    },
  };
}
