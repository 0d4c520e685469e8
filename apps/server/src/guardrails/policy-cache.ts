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
  /** Each policy as stored (JSON), to keep its compiled form when a reload finds it unchanged. */
  stored: Map<string, string>;
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
  const listed = await listGuardrailPolicies(db, projectId);
  const byId = new Map<string, CompiledPolicy>();
  const stored = new Map<string, string>();
  for (const policy of listed) {
    const json = JSON.stringify(policy);
    const previous = cached?.byId.get(policy.id);
    // An unchanged policy keeps its compiled patterns and topic profiles across reloads.
    byId.set(
      policy.id,
      previous && cached?.stored.get(policy.id) === json ? previous : compilePolicy(policy),
    );
    stored.set(policy.id, json);
  }
  const loaded: ProjectPolicies = {
    byId,
    defaultId: listed.find((policy) => policy.isDefault)?.id ?? null,
    loadedAt: now,
    stored,
  };
  cache.set(projectId, loaded);
  return loaded;
}

/** Drops a project's compiled policies after one of them changed. */
export function forgetProjectPolicies(db: Kysely<Database>, projectId: string): void {
  cacheOf(db).delete(projectId);
}
