import { z } from 'zod';
import {
  datasetItemFieldsSchema,
  datasetItemSchema,
  datasetItemValueSchema,
  datasetV2FieldsSchema,
  datasetV2Schema,
  datasetV2WithItemsSchema,
} from '../entities/dataset-v2.js';
import { displayNameSchema } from '../entities/display-name.js';
import { idSchema } from '../entities/id.js';
import { patchBody } from './patch-body.js';
import { projectScopeQuerySchema } from './scope.js';
import { searchQuerySchema } from './search-query.js';

/** Orders of the datasets list; newest first by default. */
export const datasetSortOrders = ['newest', 'oldest', 'name-asc', 'name-desc'] as const;
export const datasetSortOrderSchema = z.enum(datasetSortOrders, {
  error: `Sort must be one of ${datasetSortOrders.join(', ')}`,
});
export type DatasetSortOrder = z.infer<typeof datasetSortOrderSchema>;

/** `GET /v1/datasets-v2?projectId&search&sort`: datasets whose name contains the search text. */
export const listDatasetsV2QuerySchema = projectScopeQuerySchema.extend({
  search: searchQuerySchema,
  sort: datasetSortOrderSchema.default('newest'),
});
export type ListDatasetsV2Query = z.infer<typeof listDatasetsV2QuerySchema>;
export const listDatasetsV2ResponseSchema = z.array(datasetV2Schema);
export type ListDatasetsV2Response = z.infer<typeof listDatasetsV2ResponseSchema>;

/** `POST /v1/datasets-v2`: an empty dataset. */
export const createDatasetV2BodySchema = datasetV2FieldsSchema;
export type CreateDatasetV2Body = z.infer<typeof createDatasetV2BodySchema>;
export const createDatasetV2ResponseSchema = datasetV2Schema;
export type CreateDatasetV2Response = z.infer<typeof createDatasetV2ResponseSchema>;

/** `GET /v1/datasets-v2/{id}`: the dataset with its items. */
export const getDatasetV2ResponseSchema = datasetV2WithItemsSchema;
export type GetDatasetV2Response = z.infer<typeof getDatasetV2ResponseSchema>;

/** `PATCH /v1/datasets-v2/{id}`. */
export const updateDatasetV2BodySchema = patchBody({
  name: displayNameSchema.optional(),
  description: z.string().trim().max(2000).nullable().optional(),
});
export type UpdateDatasetV2Body = z.infer<typeof updateDatasetV2BodySchema>;
export const updateDatasetV2ResponseSchema = datasetV2Schema;
export type UpdateDatasetV2Response = z.infer<typeof updateDatasetV2ResponseSchema>;

/** `POST /v1/datasets-v2/{id}/duplicate`: a copy with its items, named "{name} (copy)" unless named. */
export const duplicateDatasetV2BodySchema = z.object({
  name: displayNameSchema.optional(),
});
export type DuplicateDatasetV2Body = z.infer<typeof duplicateDatasetV2BodySchema>;
export const duplicateDatasetV2ResponseSchema = datasetV2Schema;
export type DuplicateDatasetV2Response = z.infer<typeof duplicateDatasetV2ResponseSchema>;

/** Files a dataset can import: CSV with an `input` column (and `expected_output`; other columns become metadata), or JSON lines of items. */
export const datasetImportFormats = ['csv', 'jsonl'] as const;
export const datasetImportFormatSchema = z.enum(datasetImportFormats);
export type DatasetImportFormat = z.infer<typeof datasetImportFormatSchema>;

/** The largest file `POST /v1/datasets-v2/{id}/import` reads, and the most rows it takes. */
export const datasetImportLimits = { maxBytes: 20_000_000, maxRows: 50_000 } as const;

/**
 * `POST /v1/datasets-v2/{id}/import`: multipart form data with a `file` field
 * (`.csv` or `.jsonl`; the format is taken from the name, else from the
 * optional `format` field), and optionally `mapping`, a JSON object naming the
 * CSV columns to read as `input` and `expectedOutput`
 * (`{"input":"question","expectedOutput":"answer"}`). Rows that fail are
 * reported by number (1 = the first data row) and skipped; the others are
 * added in one transaction.
 */
export const datasetImportMappingSchema = z.object({
  input: z.string().min(1).default('input'),
  expectedOutput: z.string().min(1).nullable().default('expected_output'),
});
export type DatasetImportMapping = z.infer<typeof datasetImportMappingSchema>;
export const datasetImportRowErrorSchema = z.object({
  row: z.number().int().min(1),
  message: z.string(),
});
export type DatasetImportRowError = z.infer<typeof datasetImportRowErrorSchema>;
export const importDatasetV2ResponseSchema = z.object({
  imported: z.number().int().min(0),
  errors: z.array(datasetImportRowErrorSchema),
});
export type ImportDatasetV2Response = z.infer<typeof importDatasetV2ResponseSchema>;

/**
 * `POST /v1/datasets-v2/{id}/items/from-runs`: adds runs as items (input →
 * input, output → expected output, with `runId` in the metadata), either the
 * listed runs or every run a logs filter string selects (at most 5,000).
 */
export const addRunsToDatasetBodySchema = z.union([
  z.object({ runIds: z.array(z.string().min(1)).min(1).max(5000) }),
  z.object({
    filters: z.string().max(10_000),
    type: z.enum(['llm', 'trace', 'thread']).default('llm'),
    search: z.string().optional(),
  }),
]);
export type AddRunsToDatasetBody = z.infer<typeof addRunsToDatasetBodySchema>;
export const addRunsToDatasetResponseSchema = z.object({
  added: z.number().int().min(0),
  dataset: datasetV2Schema,
});
export type AddRunsToDatasetResponse = z.infer<typeof addRunsToDatasetResponseSchema>;

// `GET /v1/datasets-v2/{id}/export` answers the items as JSON lines (application/x-ndjson,
// one `{input, expectedOutput, metadata}` per line), which the import reads back.

/** `{id}` and `{itemId}` path parameters of the calls on one item. */
export const datasetItemParamsSchema = z.object({ id: idSchema, itemId: idSchema });
export type DatasetItemParams = z.infer<typeof datasetItemParamsSchema>;

/** `POST /v1/datasets-v2/{id}/items`. */
export const createDatasetItemBodySchema = datasetItemFieldsSchema;
export type CreateDatasetItemBody = z.infer<typeof createDatasetItemBodySchema>;
export const createDatasetItemResponseSchema = datasetItemSchema;
export type CreateDatasetItemResponse = z.infer<typeof createDatasetItemResponseSchema>;

/** `PATCH /v1/datasets-v2/{id}/items/{itemId}`. */
export const updateDatasetItemBodySchema = patchBody({
  input: datasetItemValueSchema.optional(),
  expectedOutput: datasetItemValueSchema.nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
export type UpdateDatasetItemBody = z.infer<typeof updateDatasetItemBodySchema>;
export const updateDatasetItemResponseSchema = datasetItemSchema;
export type UpdateDatasetItemResponse = z.infer<typeof updateDatasetItemResponseSchema>;

/**
 * `POST /v1/datasets-v2/{id}/items/{itemId}/generate`: runs the item's input
 * through a model (with the org's provider key), or through a template
 * version (its messages rendered with the item's metadata as variables, the
 * item's input appended unless the template uses `{{input}}`; its model unless
 * `model` is given), and stores the answer as the item's expected output.
 */
export const generateDatasetItemBodySchema = z
  .object({
    model: z.string().trim().min(1).optional(),
    templateVersionId: idSchema.optional(),
  })
  .refine((body) => body.model !== undefined || body.templateVersionId !== undefined, {
    message: 'Choose a model or a template version',
  });
export type GenerateDatasetItemBody = z.infer<typeof generateDatasetItemBodySchema>;
export const generateDatasetItemResponseSchema = datasetItemSchema;
export type GenerateDatasetItemResponse = z.infer<typeof generateDatasetItemResponseSchema>;

// DELETE on /v1/datasets-v2/{id} and /v1/datasets-v2/{id}/items/{itemId} answers 204.
