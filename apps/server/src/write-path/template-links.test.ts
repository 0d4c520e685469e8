import { describe, expect, it } from 'vitest';
import type { MergedRun } from './run-merge.js';
import { templateVersionIdsBySlug } from './template-links.js';

const run = (runId: string, fields: Partial<MergedRun>): MergedRun =>
  ({ runId, ...fields }) as MergedRun;

describe('templateVersionIdsBySlug', () => {
  it('asks the database nothing for runs that cannot name a template', async () => {
    // A database that fails when asked: none of these runs may reach it.
    const refusing = new Proxy(
      {},
      {
        get() {
          throw new Error('queried');
        },
      },
    ) as never;
    const runs = [
      run('a', {}),
      run('b', { templateSlug: 'welcome' }),
      run('c', { templateSlug: 'wel\u0000come', templateVersion: 1 }),
      run('d', { templateSlug: 'Welcome Prompt', templateVersion: 1 }),
      run('e', { templateSlug: 'welcome', templateVersion: 1, templateVersionId: 'known' }),
      run('f', { templateSlug: ' welcome', templateVersion: 1 }),
    ];
    expect(await templateVersionIdsBySlug(refusing, 'project', runs)).toEqual(new Map());
  });
});
