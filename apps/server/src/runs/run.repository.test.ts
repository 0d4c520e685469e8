import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database.js';
import { runId, seedTestRuns } from '../testing/filter-test-runs.js';
import { testDatabaseTargets } from '../testing/test-databases.js';
import { loadRunTree } from './run.repository.js';

describe.each(testDatabaseTargets())('the trace tree on $kind', (target) => {
  let handle: DatabaseHandle;
  let projectId: string;
  let otherProjectId: string;
  beforeAll(async () => {
    handle = await target.open();
    projectId = await seedTestRuns(handle.db);
    otherProjectId = await seedTestRuns(handle.db);
  });
  afterAll(async () => {
    await handle?.close();
  });

  /** Loads a tree through a database that counts the statements it is sent. */
  async function loadCounting(project: string, id: string) {
    let statements = 0;
    const counter: KyselyPlugin = {
      transformQuery: (args) => {
        statements += 1;
        return args.node;
      },
      transformResult: async (args) => args.result,
    };
    const tree = await loadRunTree(handle.db.withPlugin(counter), project, id);
    return { tree, statements };
  }

  it('reads the whole trace of any of its runs in one statement', async () => {
    const { tree, statements } = await loadCounting(projectId, runId('chain-child'));
    expect(statements).toBe(1);
    expect(tree?.id).toBe(runId('agent-root'));
    expect(tree?.projectId).toBe(projectId);
    expect(tree?.children.map((child) => child.id).sort()).toEqual(
      [runId('tool-weather'), runId('tool-search'), runId('chain-child')].sort(),
    );
  });

  it('finds nothing for an unknown run', async () => {
    const { tree, statements } = await loadCounting(
      projectId,
      '00000000-0000-4000-8000-999999999999',
    );
    expect(tree).toBeNull();
    expect(statements).toBe(1);
  });

  it('reads only the project asked for, although another holds the same ids', async () => {
    const { tree } = await loadCounting(otherProjectId, runId('agent-root'));
    expect(tree?.projectId).toBe(otherProjectId);
    const ids = (node: NonNullable<typeof tree>): string[] => [
      node.projectId,
      ...node.children.flatMap(ids),
    ];
    expect(new Set(ids(tree as NonNullable<typeof tree>))).toEqual(new Set([otherProjectId]));
  });
});
