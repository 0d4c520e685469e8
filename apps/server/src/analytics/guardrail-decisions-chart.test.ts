import type { DashboardGranularity } from '@lookout/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { storedProject } from '../testing/stored-project.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { catalogueCharts } from './catalogue-charts.js';

const startDate = '2024-03-30T00:00:00.000Z';
const endDate = '2024-04-01T23:59:59.999Z';
const first = Date.parse('2024-03-30T18:00:00Z');

/*
 * The chart's values against plain SQL over the stored decisions: 40 decisions
 * every 97 minutes across the switch to summer time in Europe (31 March 2024),
 * a third of them blocked, plus one outside the range and one of another project.
 */
describe.each(testDatabaseTargets())('guardrail decisions chart on $kind', (target) => {
  let database: DatabaseHandle;
  let projectId: string;
  let seeded: { passed: boolean; created_at: string }[] = [];
  beforeAll(async () => {
    database = await target.open();
    ({ projectId } = await storedProject(database.db));
    const other = await storedProject(database.db);
    const rows = Array.from({ length: 40 }, (_, index) => ({
      project_id: projectId,
      target: 'input' as const,
      passed: index % 3 !== 0,
      violations: '[]',
      created_at: new Date(first + index * 97 * 60_000).toISOString(),
    }));
    const base = { target: 'input' as const, passed: true, violations: '[]' };
    rows.push(
      { ...base, project_id: projectId, created_at: '2024-04-05T10:00:00Z' },
      { ...base, project_id: other.projectId, created_at: '2024-03-31T10:00:00Z' },
    );
    seeded = rows.slice(0, 40);
    await database.db.insertInto('guardrail_decision').values(rows).execute();
  });
  afterAll(async () => {
    await database?.close();
  });

  const views: [string, DashboardGranularity, string][] = [
    ['UTC', 'daily', 'day'],
    ['Europe/Paris', 'daily', 'day'],
    ['Asia/Kathmandu', 'hourly', 'hour'],
  ];
  it.each(views)(
    'counts passed and blocked per bucket as SQL does in %s, %s',
    async (timeZone, granularity, unit) => {
      const answer = await catalogueCharts['guardrails/decisions'](
        database.db,
        { projectId, startDate, endDate, timeZone, granularity, filters: '' },
        { statistic: 'avg', limit: 10 },
      );
      if (answer.kind !== 'area') throw new Error('an area chart');
      expect(answer.series).toEqual(['passed', 'blocked']);
      const { rows } = await sql<{ date: Date; passed: number; blocked: number }>`
      select date_trunc(${unit}, created_at at time zone ${timeZone}) at time zone ${timeZone} as date,
             count(*) filter (where passed)::int as passed, count(*) filter (where not passed)::int as blocked
        from guardrail_decision
       where project_id = ${projectId}
         and created_at between ${startDate}::timestamptz and ${endDate}::timestamptz
       group by 1`.execute(database.db);
      const expected = new Map(rows.map((row) => [new Date(row.date).toISOString(), row]));
      let passed = 0;
      let blocked = 0;
      for (const point of answer.data) {
        const row = expected.get(point.date);
        expect(point.passed, point.date).toBe(row?.passed ?? 0);
        expect(point.blocked, point.date).toBe(row?.blocked ?? 0);
        expect(point.value).toBe(Number(point.passed) + Number(point.blocked));
        passed += Number(point.passed);
        blocked += Number(point.blocked);
      }
      const inRange = (row: { created_at: string }) =>
        row.created_at >= startDate && row.created_at <= endDate;
      expect([passed, blocked]).toEqual([
        seeded.filter((row) => row.passed && inRange(row)).length,
        seeded.filter((row) => !row.passed && inRange(row)).length,
      ]);
      expect(blocked).toBeGreaterThan(0);
    },
  );
});
