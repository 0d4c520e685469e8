import type { DatasetItem, DatasetItemValue, DatasetV2 } from '@lookout/domain';
import { type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { toJsonbText } from '../db/postgres-safe.js';
import type { Database, DatasetV2ItemTable, DatasetV2Table } from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

export type Executor = Kysely<Database> | Transaction<Database>;

export const datasetNotFound = () =>
  new ApiError(404, 'Dataset not found', 'No such dataset in this project.');
export const datasetItemNotFound = () =>
  new ApiError(404, 'Dataset item not found', 'No such item in this dataset.');

/** The API's view of an item row. */
export function toDatasetItem(row: Selectable<DatasetV2ItemTable>): DatasetItem {
  return {
    id: row.id,
    datasetId: row.dataset_id,
    input: row.input as DatasetItemValue,
    expectedOutput: (row.expected_output ?? null) as DatasetItemValue | null,
    metadata: row.metadata ?? {},
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The API's view of a dataset row with its item count. */
export function toDatasetV2(
  row: Selectable<DatasetV2Table> & { item_count: number | string },
): DatasetV2 {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    itemCount: Number(row.item_count),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The project's datasets with their item counts; callers add filters and order. */
export function selectDatasetsV2(db: Executor, projectId: string) {
  return db
    .selectFrom('dataset_v2')
    .selectAll('dataset_v2')
    .select(
      sql<string>`(select count(*) from dataset_v2_item i
        where i.project_id = dataset_v2.project_id and i.dataset_id = dataset_v2.id)`.as(
        'item_count',
      ),
    )
    .where('dataset_v2.project_id', '=', projectId);
}

/** One dataset of the project (without items), or a 404. */
export async function findDatasetV2(
  db: Executor,
  projectId: string,
  id: string,
): Promise<DatasetV2> {
  const row = await selectDatasetsV2(db, projectId)
    .where('dataset_v2.id', '=', id)
    .executeTakeFirst();
  if (!row) throw datasetNotFound();
  return toDatasetV2(row);
}

/** The items of a dataset, oldest first (in the order they were added). */
export async function listDatasetItems(
  db: Executor,
  projectId: string,
  datasetId: string,
): Promise<DatasetItem[]> {
  const rows = await db
    .selectFrom('dataset_v2_item')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('dataset_id', '=', datasetId)
    .orderBy('seq', 'asc')
    .execute();
  return rows.map(toDatasetItem);
}

/** One item of a dataset, or a 404. */
export async function findDatasetItem(
  db: Executor,
  projectId: string,
  datasetId: string,
  itemId: string,
): Promise<DatasetItem> {
  const row = await db
    .selectFrom('dataset_v2_item')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('dataset_id', '=', datasetId)
    .where('id', '=', itemId)
    .executeTakeFirst();
  if (!row) throw datasetItemNotFound();
  return toDatasetItem(row);
}

/** What an item is made of, as stored. */
export interface NewDatasetItem {
  input: DatasetItemValue;
  expectedOutput: DatasetItemValue | null;
  metadata: Record<string, unknown>;
}

/** Rows per insert statement: keeps each statement's parameters well under PostgreSQL's limit. */
export const itemInsertBatchSize = 1000;

/**
 * Adds items to a dataset in the order given, in batches (pass a transaction
 * to add them all or none), and marks the dataset changed.
 */
export async function insertDatasetItems(
  db: Executor,
  projectId: string,
  datasetId: string,
  items: readonly NewDatasetItem[],
): Promise<number> {
  for (let start = 0; start < items.length; start += itemInsertBatchSize) {
    await db
      .insertInto('dataset_v2_item')
      .values(
        items.slice(start, start + itemInsertBatchSize).map((item) => ({
          project_id: projectId,
          dataset_id: datasetId,
          input: toJsonbText(item.input),
          expected_output: item.expectedOutput === null ? null : toJsonbText(item.expectedOutput),
          metadata: toJsonbText(item.metadata),
        })),
      )
      .execute();
  }
  if (items.length > 0) await touchDataset(db, projectId, datasetId);
  return items.length;
}

/** Marks a dataset changed now (its items changed). */
export async function touchDataset(db: Executor, projectId: string, datasetId: string) {
  await db
    .updateTable('dataset_v2')
    .set({ updated_at: new Date() })
    .where('project_id', '=', projectId)
    .where('id', '=', datasetId)
    .execute();
}

/** Holds a dataset until the transaction ends (its items change), or a 404. */
export async function lockDatasetV2(db: Executor, projectId: string, id: string) {
  const row = await db
    .selectFrom('dataset_v2')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw datasetNotFound();
  return row;
}
