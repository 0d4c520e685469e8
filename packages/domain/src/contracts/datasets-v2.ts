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

/** Files a dataset can import: CSV with `input` and `expected_output` columns, or JSON lines. */
export const datasetImportFormats = ['csv', 'jsonl'] as const;
export const datasetImportFormatSchema = z.enum(datasetImportFormats);
export type DatasetImportFormat = z.infer<typeof datasetImportFormatSchema>;

/** `POST /v1/datasets-v2/{id}/import`: appends the items of a file's text (at most 5 MB). */
export const importDatasetV2BodySchema = z.object({
  format: datasetImportFormatSchema,
  content: z.string().min(1, 'The file is empty').max(5_000_000, 'The file must be at most 5 MB'),
});
export type ImportDatasetV2Body = z.infer<typeof importDatasetV2BodySchema>;
export const importDatasetV2ResponseSchema = z.object({
  importedCount: z.number().int().min(0),
  dataset: datasetV2Schema,
});
export type ImportDatasetV2Response = z.infer<typeof importDatasetV2ResponseSchema>;

/** `POST /v1/datasets-v2/{id}/items`. */
export const createDatasetItemBodySchema = datasetItemFieldsSchema;
export type CreateDatasetItemBody = z.infer<typeof createDatasetItemBodySchema>;
export const createDatasetItemResponseSchema = datasetItemSchema;
export type CreateDatasetItemResponse = z.infer<typeof createDatasetItemResponseSchema>;

/** `PATCH /v1/datasets-v2/{id}/items/{itemId}`. */
export const updateDatasetItemBodySchema = patchBody({
  input: datasetItemValueSchema.optional(),
  expectedOutput: datasetItemValueSchema.nullable().optional(),
});
export type UpdateDatasetItemBody = z.infer<typeof updateDatasetItemBodySchema>;
export const updateDatasetItemResponseSchema = datasetItemSchema;
export type UpdateDatasetItemResponse = z.infer<typeof updateDatasetItemResponseSchema>;

/**
 * `POST /v1/datasets-v2/{id}/items/{itemId}/generate`: runs the item's input through
 * a model and stores the answer as its expected output.
 */
export const generateDatasetItemBodySchema = z.object({
  model: z.string().trim().min(1).optional(),
});
export type GenerateDatasetItemBody = z.infer<typeof generateDatasetItemBodySchema>;
export const generateDatasetItemResponseSchema = datasetItemSchema;
export type GenerateDatasetItemResponse = z.infer<typeof generateDatasetItemResponseSchema>;

// DELETE on /v1/datasets-v2/{id} and /v1/datasets-v2/{id}/items/{itemId} answers 204.
