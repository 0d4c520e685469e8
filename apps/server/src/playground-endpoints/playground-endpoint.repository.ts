import type { CreatePlaygroundEndpointBody, PlaygroundEndpoint } from '@lookout/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PlaygroundEndpointTable } from '../db/schema.js';

type Executor = Kysely<Database> | Transaction<Database>;
type EndpointRow = Selectable<PlaygroundEndpointTable>;

/** The API's view of a stored endpoint. */
export function toPlaygroundEndpoint(row: EndpointRow): PlaygroundEndpoint {
  return {
    id: row.id,
    name: row.name,
    url: row.url,
    auth: row.auth,
    headers: row.headers,
    defaultPayload: row.default_payload,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function columnsOf(fields: CreatePlaygroundEndpointBody) {
  return {
    name: fields.name,
    url: fields.url,
    auth: fields.auth ? JSON.stringify(fields.auth) : null,
    headers: JSON.stringify(fields.headers),
    default_payload: JSON.stringify(fields.defaultPayload),
  };
}

/** A project's endpoints, by name (then id, so the order is stable). */
export async function listPlaygroundEndpoints(
  db: Executor,
  projectId: string,
): Promise<PlaygroundEndpoint[]> {
  const rows = await db
    .selectFrom('playground_endpoint')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toPlaygroundEndpoint);
}

/** Stores a new endpoint of `projectId`. */
export async function insertPlaygroundEndpoint(
  db: Executor,
  projectId: string,
  fields: CreatePlaygroundEndpointBody,
): Promise<PlaygroundEndpoint> {
  const row = await db
    .insertInto('playground_endpoint')
    .values({ project_id: projectId, ...columnsOf(fields) })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toPlaygroundEndpoint(row);
}

/** Replaces every field of one endpoint; undefined when the project has no such endpoint. */
export async function replacePlaygroundEndpoint(
  db: Executor,
  projectId: string,
  id: string,
  fields: CreatePlaygroundEndpointBody,
): Promise<PlaygroundEndpoint | undefined> {
  const row = await db
    .updateTable('playground_endpoint')
    .set({ ...columnsOf(fields), updated_at: new Date() })
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  return row ? toPlaygroundEndpoint(row) : undefined;
}

/** Deletes one endpoint; false when the project has no such endpoint. */
export async function deletePlaygroundEndpoint(
  db: Executor,
  projectId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('playground_endpoint')
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}
