import {
  type AddRunsToDatasetResponse,
  type addRunsToDatasetBodySchema,
  addRunsToDatasetResponseSchema,
  type CreateDatasetItemResponse,
  type CreateDatasetV2Response,
  type createDatasetItemBodySchema,
  createDatasetItemResponseSchema,
  type createDatasetV2BodySchema,
  createDatasetV2ResponseSchema,
  type DatasetSortOrder,
  type DuplicateDatasetV2Response,
  type datasetImportMappingSchema,
  type duplicateDatasetV2BodySchema,
  duplicateDatasetV2ResponseSchema,
  type GenerateDatasetItemResponse,
  type GetDatasetV2Response,
  type generateDatasetItemBodySchema,
  generateDatasetItemResponseSchema,
  getDatasetV2ResponseSchema,
  type ImportDatasetV2Response,
  importDatasetV2ResponseSchema,
  type ListDatasetsV2Response,
  listDatasetsV2ResponseSchema,
  type UpdateDatasetItemResponse,
  type UpdateDatasetV2Response,
  type updateDatasetItemBodySchema,
  updateDatasetItemResponseSchema,
  type updateDatasetV2BodySchema,
  updateDatasetV2ResponseSchema,
} from '@lookout/domain';
import { apiPath } from '../core/api-path.js';
import { triggerBrowserDownload } from '../core/browser-download.js';
import type { HttpClient } from '../core/http-client.js';
import type { CallOptions } from '../core/http-client-options.js';
import type { InputOf } from '../core/schema-input.js';

// Datasets v2 (orgs with the datasetV2Enabled flag): items of input and expected output.

/** The datasets list's search text and order. */
export interface DatasetV2ListParams {
  /** Trimmed, and left out when empty. */
  search?: string | undefined;
  /** Newest first unless told. */
  sort?: DatasetSortOrder | undefined;
}

/**
 * `GET /v1/datasets-v2?search&sort`: the selected project's datasets whose name contains the search.
 * @example await listDatasetsV2(http, { search: 'support', sort: 'name-asc' });
 */
export function listDatasetsV2(
  http: HttpClient,
  params: DatasetV2ListParams = {},
  options?: CallOptions,
): Promise<ListDatasetsV2Response> {
  return http.get('/datasets-v2', {
    ...options,
    query: { search: params.search?.trim(), sort: params.sort },
    schema: listDatasetsV2ResponseSchema,
  });
}

/** `POST /v1/datasets-v2`: an empty dataset. */
export function createDatasetV2(
  http: HttpClient,
  body: InputOf<typeof createDatasetV2BodySchema>,
  options?: CallOptions,
): Promise<CreateDatasetV2Response> {
  return http.post('/datasets-v2', body, { ...options, schema: createDatasetV2ResponseSchema });
}

/** `GET /v1/datasets-v2/{id}`: the dataset with its items. */
export function getDatasetV2(
  http: HttpClient,
  datasetId: string,
  options?: CallOptions,
): Promise<GetDatasetV2Response> {
  return http.get(apiPath`/datasets-v2/${datasetId}`, {
    ...options,
    schema: getDatasetV2ResponseSchema,
  });
}

/** `PATCH /v1/datasets-v2/{id}`: rename, or change the description. */
export function updateDatasetV2(
  http: HttpClient,
  datasetId: string,
  body: InputOf<typeof updateDatasetV2BodySchema>,
  options?: CallOptions,
): Promise<UpdateDatasetV2Response> {
  return http.patch(apiPath`/datasets-v2/${datasetId}`, body, {
    ...options,
    schema: updateDatasetV2ResponseSchema,
  });
}

/** `DELETE /v1/datasets-v2/{id}`. */
export async function deleteDatasetV2(
  http: HttpClient,
  datasetId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/datasets-v2/${datasetId}`, options);
}

/** `POST /v1/datasets-v2/{id}/duplicate`: a copy with its items, "{name} (copy)" unless named. */
export function duplicateDatasetV2(
  http: HttpClient,
  datasetId: string,
  body: InputOf<typeof duplicateDatasetV2BodySchema> = {},
  options?: CallOptions,
): Promise<DuplicateDatasetV2Response> {
  return http.post(apiPath`/datasets-v2/${datasetId}/duplicate`, body, {
    ...options,
    schema: duplicateDatasetV2ResponseSchema,
  });
}

/**
 * `POST /v1/datasets-v2/{id}/import`: uploads a CSV or JSON-lines file; rows
 * that fail come back by number in `errors`, the others are added.
 * @example await importDatasetV2(http, dataset.id, { file, mapping: { input: 'question', expectedOutput: 'answer' } });
 */
export function importDatasetV2(
  http: HttpClient,
  datasetId: string,
  upload: { file: Blob; fileName?: string; mapping?: InputOf<typeof datasetImportMappingSchema> },
  options?: CallOptions,
): Promise<ImportDatasetV2Response> {
  const form = new FormData();
  const fileName = upload.fileName ?? (upload.file instanceof File ? upload.file.name : 'items');
  form.set('file', upload.file, fileName);
  if (upload.mapping) form.set('mapping', JSON.stringify(upload.mapping));
  return http.post(apiPath`/datasets-v2/${datasetId}/import`, form, {
    ...options,
    schema: importDatasetV2ResponseSchema,
  });
}

/** `POST /v1/datasets-v2/{id}/items`. */
export function createDatasetItem(
  http: HttpClient,
  datasetId: string,
  body: InputOf<typeof createDatasetItemBodySchema>,
  options?: CallOptions,
): Promise<CreateDatasetItemResponse> {
  return http.post(apiPath`/datasets-v2/${datasetId}/items`, body, {
    ...options,
    schema: createDatasetItemResponseSchema,
  });
}

/** `PATCH /v1/datasets-v2/{id}/items/{itemId}`. */
export function updateDatasetItem(
  http: HttpClient,
  datasetId: string,
  itemId: string,
  body: InputOf<typeof updateDatasetItemBodySchema>,
  options?: CallOptions,
): Promise<UpdateDatasetItemResponse> {
  return http.patch(apiPath`/datasets-v2/${datasetId}/items/${itemId}`, body, {
    ...options,
    schema: updateDatasetItemResponseSchema,
  });
}

/** `DELETE /v1/datasets-v2/{id}/items/{itemId}`. */
export async function deleteDatasetItem(
  http: HttpClient,
  datasetId: string,
  itemId: string,
  options?: CallOptions,
): Promise<void> {
  await http.delete(apiPath`/datasets-v2/${datasetId}/items/${itemId}`, options);
}

/** `POST /v1/datasets-v2/{id}/items/{itemId}/generate`: stores a model's answer as the expected output. */
export function generateDatasetItemOutput(
  http: HttpClient,
  datasetId: string,
  itemId: string,
  body: InputOf<typeof generateDatasetItemBodySchema> = {},
  options?: CallOptions,
): Promise<GenerateDatasetItemResponse> {
  return http.post(apiPath`/datasets-v2/${datasetId}/items/${itemId}/generate`, body, {
    ...options,
    schema: generateDatasetItemResponseSchema,
  });
}

/**
 * `POST /v1/datasets-v2/{id}/items/from-runs`: adds runs as items (input →
 * input, output → expected output), either the listed runs or every run a
 * logs filter string selects.
 * @example await addRunsToDataset(http, dataset.id, { runIds: [run.id] });
 */
export function addRunsToDataset(
  http: HttpClient,
  datasetId: string,
  body: InputOf<typeof addRunsToDatasetBodySchema>,
  options?: CallOptions,
): Promise<AddRunsToDatasetResponse> {
  return http.post(apiPath`/datasets-v2/${datasetId}/items/from-runs`, body, {
    ...options,
    schema: addRunsToDatasetResponseSchema,
  });
}

/**
 * `GET /v1/datasets-v2/{id}/export`: the items as JSON lines, one
 * `{input, expectedOutput, metadata}` per line (the import reads them back).
 * In a browser the file `{fileName}` is saved unless `trigger` is false;
 * the text is answered either way.
 * @example await exportDatasetV2(http, dataset.id, { fileName: 'support.jsonl' });
 */
export async function exportDatasetV2(
  http: HttpClient,
  datasetId: string,
  params: { fileName?: string; trigger?: boolean } = {},
  options?: CallOptions,
): Promise<string> {
  const text = await http.getText(apiPath`/datasets-v2/${datasetId}/export`, options);
  if (params.trigger !== false && typeof document !== 'undefined') {
    const url = URL.createObjectURL(new Blob([text], { type: 'application/x-ndjson' }));
    triggerBrowserDownload(url, params.fileName ?? `dataset-${datasetId}.jsonl`);
    // Released once the browser has surely read it: revoking at once can race the download.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return text;
}
