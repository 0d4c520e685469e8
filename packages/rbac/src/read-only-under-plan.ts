/** A member or a project as the downgrade rule ranks it. */
export interface PlanSeatCandidate {
  id: string;
  /** When the member joined or the project was created. */
  createdAt: Date;
  /** Owners keep their seat before anyone else (they are the ones who can upgrade). */
  owner?: boolean;
}

/**
 * The members or projects past a plan's limit after a downgrade (cloud edition, SPEC §9): nobody
 * is removed and nothing is deleted, the extra ones become read-only until the org upgrades or
 * makes room. The rule, stable while nobody joins or leaves:
 * - seats: owners first, then everyone else, each group by the date they joined (earliest first,
 *   ties by id); the first `limit` members keep writing;
 * - projects: by creation date (earliest first, ties by id); the first `limit` projects stay
 *   writable.
 * `limit` null (enterprise, self-hosted) leaves nothing read-only.
 *
 * @example readOnlyPastLimit([owner, alice, bob], 1) // [alice.id, bob.id]
 */
export function readOnlyPastLimit(
  candidates: readonly PlanSeatCandidate[],
  limit: number | null,
): string[] {
  if (limit === null || candidates.length <= limit) return [];
  const ranked = [...candidates].sort(
    (a, b) =>
      Number(b.owner === true) - Number(a.owner === true) ||
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
  return ranked.slice(Math.max(limit, 0)).map((candidate) => candidate.id);
}
