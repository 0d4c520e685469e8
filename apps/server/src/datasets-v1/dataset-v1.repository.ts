import type {
  ChatMessage,
  Dataset,
  DatasetFormat,
  DatasetPrompt,
  DatasetVariation,
} from '@lookout/domain';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type {
  Database,
  DatasetPromptTable,
  DatasetTable,
  DatasetVariationTable,
} from '../db/schema.js';
import { ApiError } from '../http/api-error.js';

export type Executor = Kysely<Database> | Transaction<Database>;

export const datasetNotFound = () =>
  new ApiError(404, 'Dataset not found', 'No such dataset in this project.');
export const promptNotFound = () =>
  new ApiError(404, 'Prompt not found', 'No such dataset prompt in this project.');
export const variationNotFound = () =>
  new ApiError(404, 'Variation not found', 'No such prompt variation in this project.');
export const slugTaken = (slug: string) =>
  new ApiError(
    409,
    'Slug taken',
    `The slug "${slug}" is already used by another dataset in this project; choose another one.`,
  );

/** The messages of a prompt: chat messages, or text in a text dataset. */
export type PromptMessages = ChatMessage[] | string;

export function toVariation(row: Selectable<DatasetVariationTable>): DatasetVariation {
  return {
    id: row.id,
    promptId: row.prompt_id,
    variables: row.variables ?? {},
    context: row.context,
    idealOutput: row.ideal_output,
    createdAt: row.created_at.toISOString(),
  };
}

function toPrompt(
  row: Selectable<DatasetPromptTable>,
  variations: DatasetVariation[],
): DatasetPrompt {
  return {
    id: row.id,
    datasetId: row.dataset_id,
    messages: row.messages as PromptMessages,
    variations,
    createdAt: row.created_at.toISOString(),
  };
}

/** The empty prompt of a new dataset or prompt, in the dataset's format. */
export function emptyMessages(format: DatasetFormat): PromptMessages {
  return format === 'text' ? '' : [{ role: 'user', content: '' }];
}

/** Whether `messages` fit a dataset of `format`; 400 naming the field otherwise. */
export function assertMessagesFit(format: DatasetFormat, messages: PromptMessages): void {
  if (format === 'text' && typeof messages !== 'string') {
    throw new ApiError(
      400,
      'Invalid request',
      'messages: this is a text dataset; send the prompt as text.',
    );
  }
  if (format === 'chat' && typeof messages === 'string') {
    throw new ApiError(
      400,
      'Invalid request',
      'messages: this is a chat dataset; send the prompt as a list of messages.',
    );
  }
}

/** Prompts (with their variations, oldest first) of `promptIds`, or of every prompt of `datasetIds`. */
async function loadPrompts(
  db: Executor,
  projectId: string,
  scope: { datasetIds: string[] } | { promptIds: string[] },
): Promise<DatasetPrompt[]> {
  const ids = 'datasetIds' in scope ? scope.datasetIds : scope.promptIds;
  if (ids.length === 0) return [];
  const prompts = await db
    .selectFrom('dataset_prompt')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('datasetIds' in scope ? 'dataset_id' : 'id', 'in', ids)
    .orderBy('seq')
    .execute();
  if (prompts.length === 0) return [];
  const variations = await db
    .selectFrom('dataset_variation')
    .selectAll()
    .where('project_id', '=', projectId)
    .where(
      'prompt_id',
      'in',
      prompts.map((prompt) => prompt.id),
    )
    .orderBy('seq')
    .execute();
  return prompts.map((prompt) =>
    toPrompt(
      prompt,
      variations.filter((variation) => variation.prompt_id === prompt.id).map(toVariation),
    ),
  );
}

/** Datasets with their prompts and variations. */
export async function withPrompts(
  db: Executor,
  projectId: string,
  rows: readonly Selectable<DatasetTable>[],
): Promise<Dataset[]> {
  const prompts = await loadPrompts(db, projectId, { datasetIds: rows.map((row) => row.id) });
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    format: row.format as DatasetFormat,
    prompts: prompts.filter((prompt) => prompt.datasetId === row.id),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }));
}

/** One dataset row of the project, or a 404. */
export async function findDatasetRow(
  db: Executor,
  projectId: string,
  id: string,
): Promise<Selectable<DatasetTable>> {
  const row = await db
    .selectFrom('dataset')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw datasetNotFound();
  return row;
}

/** One dataset with its prompts, or a 404. */
export async function findDataset(db: Executor, projectId: string, id: string): Promise<Dataset> {
  const [dataset] = await withPrompts(db, projectId, [await findDatasetRow(db, projectId, id)]);
  if (!dataset) throw datasetNotFound();
  return dataset;
}

/** One prompt with its variations, or a 404. */
export async function findPrompt(
  db: Executor,
  projectId: string,
  id: string,
): Promise<DatasetPrompt> {
  const [prompt] = await loadPrompts(db, projectId, { promptIds: [id] });
  if (!prompt) throw promptNotFound();
  return prompt;
}

/** Marks a dataset changed now. */
export async function touchDataset(db: Executor, projectId: string, datasetId: string) {
  await db
    .updateTable('dataset')
    .set({ updated_at: new Date() })
    .where('project_id', '=', projectId)
    .where('id', '=', datasetId)
    .execute();
}
