import type { Edition, Plan } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { retentionDaysOfPass } from './failed-payment-retention.js';

const now = new Date('2026-11-28T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);

describe('retention of a pass after a failed payment', () => {
  it.each<[Plan, Edition, Date | null, number | null, number | null]>([
    // Paid up: the plan's history and the project's own retention, as before.
    ['enterprise', 'cloud', null, null, null],
    ['team', 'cloud', null, null, 730],
    ['team', 'cloud', null, 90, 90],
    ['free', 'cloud', null, null, 30],
    // Within the 14 days of grace nothing changes.
    ['enterprise', 'cloud', daysAgo(13.9), null, null],
    ['team', 'cloud', daysAgo(1), null, 730],
    // Past the grace: at most 30 days, whatever the plan; a shorter retention stays shorter.
    ['enterprise', 'cloud', daysAgo(14), null, 30],
    ['team', 'cloud', daysAgo(40), null, 30],
    ['team', 'cloud', daysAgo(40), 7, 7],
    ['free', 'cloud', daysAgo(100), null, 30],
    // Self-hosted installs have no billing.
    ['free', 'self-hosted', daysAgo(100), null, null],
    ['free', 'self-hosted', daysAgo(100), 60, 60],
  ])('%s on %s, failing since %s, project %s days → %s', (plan, edition, since, project, kept) => {
    expect(
      retentionDaysOfPass({ plan, edition, billingDelinquentSince: since }, project, now),
    ).toBe(kept);
  });
});
