import { type ExperimentStatus, formatExactNumber } from '@lookout/domain';

/** Statuses whose job still works: the pages poll while an experiment is in one. */
const activeStatuses: readonly ExperimentStatus[] = ['queued', 'running'];

/** True while the experiment's job is queued or running. */
export function isExperimentActive(status: ExperimentStatus): boolean {
  return activeStatuses.includes(status);
}

/** How each status reads, and the badge colour it wears. */
export const experimentStatusBadges = {
  queued: { label: 'Queued', variant: 'secondary' },
  running: { label: 'Running', variant: 'warning' },
  finished: { label: 'Finished', variant: 'success' },
  failed: { label: 'Failed', variant: 'danger' },
  cancelled: { label: 'Cancelled', variant: 'outline' },
} as const satisfies Record<
  ExperimentStatus,
  { label: string; variant: 'secondary' | 'warning' | 'success' | 'danger' | 'outline' }
>;

/** Outputs produced over all of them: '812 / 2,000'. */
export function progressText(done: number, total: number): string {
  return `${formatExactNumber(done)} / ${formatExactNumber(total)}`;
}

/** A share 0–1 as a whole percent ('83%'), or an em dash before anything was graded. */
export function passRateText(passRate: number | null): string {
  return passRate === null ? '—' : `${Math.round(passRate * 100)}%`;
}
