import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { type CompiledPolicy, compilePolicy } from './compiled-policy.js';
import { listGuardrailPolicies } from './guardrail-policy.repository.js';

/** How long a process trusts its compiled policies when another process may have changed them. */
export const policyCacheMillis = 5_000;

interface ProjectPolicies {
  byId: Map<string, CompiledPolicy>;
  defaultId: string | null;
  loadedAt: number;
}

/**
 * Compiled policies per project, so a check reads no policy from the database
 * and compiles no pattern. A change through this process's routes drops the
 * project's entry at once (`forgetProjectPolicies`); a change made by another
 * server process is seen within `policyCacheMillis` (DESIGN §10: per-process
 * state must stay correct with several processes).
 */
const caches = new WeakMap<Kysely<Database>, Map<string, ProjectPolicies>>();

function cacheOf(db: Kysely<Database>): Map<string, ProjectPolicies> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The project's compiled policies, from the cache or loaded once. */
export async function projectPolicies(
  db: Kysely<Database>,
  projectId: string,
  now = Date.now(),
): Promise<ProjectPolicies> {
  const cache = cacheOf(db);
  const cached = cache.get(projectId);
  if (cached && now - cached.loadedAt < policyCacheMillis) return cached;
  const policies = (await listGuardrailPolicies(db, projectId)).map(compilePolicy);
  const loaded: ProjectPolicies = {
    byId: new Map(policies.map((policy) => [policy.id, policy])),
    defaultId: policies.find((policy) => policy.isDefault)?.id ?? null,
    loadedAt: now,
  };
  cache.set(projectId, loaded);
  return loaded;
}

/** Drops a project's compiled policies after one of them changed. */
export function forgetProjectPolicies(db: Kysely<Database>, projectId: string): void {
  cacheOf(db).delete(projectId);
}
