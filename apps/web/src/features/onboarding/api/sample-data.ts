import { deleteExternalUser, deleteRun, listExternalUsers, listRuns } from '@lookout/client';
import { apiClient } from '../../../lib/api-client';
import { sampleEvents, sampleFilterBars, sampleUsers } from '../sample-events';

/** Runs are listed this many at a time while removing the sample. */
const removeBatch = 100;
/** A bound on the rounds of removal, so a server that keeps answering never loops forever. */
const maxRounds = 50;

/**
 * Sends the sample events to the Lunary ingestion route with the project's public key, as an
 * SDK would. Answers how many events were stored.
 */
export async function loadSampleData(publicKey: string): Promise<number> {
  const events = sampleEvents(Date.now(), () => crypto.randomUUID());
  const response = await fetch('/v1/runs/ingest', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${publicKey}` },
    body: JSON.stringify({ events }),
  });
  const body = (await response.json().catch(() => null)) as {
    accepted?: number;
    message?: string;
  } | null;
  if (!response.ok && response.status !== 207) {
    throw new Error(body?.message ?? `The sample data was refused (HTTP ${response.status}).`);
  }
  return body?.accepted ?? events.length;
}

/**
 * Removes the sample: every run the sample loader marked with `lookout.sample: true` in its
 * metadata, or with the tag and `sample: true` as earlier builds did (conversations, then traces
 * and top-level calls, then any call left), deleted one by one with the runs under them, then the
 * sample end users. Runs a user merely tagged `sample` are left alone. Answers how many runs
 * were deleted.
 */
export async function removeSampleData(): Promise<number> {
  let deleted = 0;
  for (const filters of sampleFilterBars) {
    for (const type of ['thread', 'trace', 'llm'] as const) {
      for (let round = 0; round < maxRounds; round += 1) {
        const page = await listRuns(apiClient, { type, filters, limit: removeBatch });
        if (page.data.length === 0) break;
        for (const run of page.data) {
          await deleteRun(apiClient, run.id);
          deleted += 1;
        }
      }
    }
  }
  const users = await listExternalUsers(apiClient, { search: 'sample-user-', limit: removeBatch });
  const sampleIds = new Set<string>(sampleUsers.map((user) => user.id));
  for (const user of users.data) {
    if (sampleIds.has(user.externalId)) await deleteExternalUser(apiClient, user.id);
  }
  return deleted;
}
