import type { Run, RunEnrichments } from '@lookout/domain';

/** How long after its creation a run without enrichments is shown as still being enriched, in ms. */
export const enrichmentPendingWindowMs = 2 * 60_000;

/** True when the run has at least one computed kind. */
export function hasEnrichments(enrichments: RunEnrichments | undefined): boolean {
  return enrichments !== undefined && Object.values(enrichments).some((value) => value != null);
}

/** True when a run is young enough that its enrichments may still be on their way. */
export function enrichmentsPending(
  run: Pick<Run, 'createdAt' | 'enrichments'>,
  now = Date.now(),
): boolean {
  return (
    !hasEnrichments(run.enrichments) && now - Date.parse(run.createdAt) < enrichmentPendingWindowMs
  );
}
