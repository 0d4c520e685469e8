import { exportRuns, readApiErrorBody, runSelectionQuery } from '@lookout/client';
import type { RunExportFormat, RunListType } from '@lookout/domain';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { exportRowCounter } from '../export-row-counter';
import type { TimeRange } from '../time-range';
import { timeRangeQuery } from './list-runs';

/** What an export holds: the list type, filters and search of the current view. */
export interface ExportSelection {
  type: RunListType;
  filters: string;
  search: string;
  /** The list's time range; all time when absent. */
  timeRange?: TimeRange | null | undefined;
  /** The saved view open in the list, if any: the export is audited as that view's. */
  viewId?: string | undefined;
}

/** Menu labels of the export formats. */
export const exportFormatLabels = {
  csv: 'CSV',
  jsonl: 'JSONL',
  'openai-jsonl': 'OpenAI JSONL (fine-tuning)',
} as const satisfies Record<RunExportFormat, string>;

/**
 * The address that issues the download token of an export (`GET /v1/runs/download?…`), with
 * the project, the selection and the format.
 *
 * @example exportTokenUrl({ type: 'llm', filters: 'status=error', search: '' }, 'csv')
 * // '/v1/runs/download?type=llm&filters=status%3Derror&format=csv&projectId=…'
 */
export function exportTokenUrl(selection: ExportSelection, format: RunExportFormat): string {
  const query = runSelectionQuery({
    type: selection.type,
    filters: selection.filters || undefined,
    search: selection.search || undefined,
    ...timeRangeQuery(selection.timeRange ?? null),
  });
  return apiClient.url('/runs/download', {
    query: { ...query, format, ...(selection.viewId ? { viewId: selection.viewId } : {}) },
  });
}

/**
 * The most runs an export is read into the page for (with its progress): the file is held in
 * memory until saved. A larger selection, or one whose count was capped, downloads by a plain
 * link instead, which the browser streams to disk.
 */
export const inPageExportMaxRows = 100_000;

/** Whether a selection of `expected` runs (its list count) is exported in the page. */
export function exportsInPage(expected: { count: number; capped: boolean } | undefined): boolean {
  return expected !== undefined && !expected.capped && expected.count <= inPageExportMaxRows;
}

/**
 * Exports a large selection the browser's way: the download link of the signed-token flow is
 * followed, and the browser saves the file as it streams, in constant memory.
 */
export async function downloadLargeExport(
  selection: ExportSelection,
  format: RunExportFormat,
): Promise<void> {
  await exportRuns(apiClient, exportRunsQuery(selection, format));
}

/** The query of the export call for a selection and a format. */
function exportRunsQuery(selection: ExportSelection, format: RunExportFormat) {
  return {
    format,
    type: selection.type,
    filters: selection.filters || undefined,
    search: selection.search || undefined,
    ...timeRangeQuery(selection.timeRange ?? null),
    ...(selection.viewId ? { viewId: selection.viewId } : {}),
  };
}

/** How far a download has come. */
export interface ExportProgress {
  /** Runs read so far. */
  rows: number;
  bytes: number;
}

/** A finished export, saved by the browser. */
export interface SavedExport extends ExportProgress {
  fileName: string;
}

const fileExtensions = {
  csv: 'csv',
  jsonl: 'jsonl',
  'openai-jsonl': 'jsonl',
} as const satisfies Record<RunExportFormat, string>;

/** The file name the server gives in `Content-Disposition`, else a plain one for the format. */
function fileNameOf(headers: Headers, format: RunExportFormat): string {
  const named = /filename="([^"]+)"/.exec(headers.get('content-disposition') ?? '')?.[1];
  return named ?? `lookout-export.${fileExtensions[format]}`;
}

/** Why the file could not be fetched, from the server's `{ error, message }` when it sent one. */
async function downloadError(response: Response): Promise<Error> {
  const body = readApiErrorBody(await response.json().catch(() => null));
  return new Error(body.message ?? body.error ?? `The export failed (HTTP ${response.status}).`);
}

/**
 * Exports the selection with progress: asks the server for a five-minute download link (the
 * signed-token flow of `@lookout/client`), reads the file as it streams, reporting the runs and
 * bytes read so far, then saves it under the server's file name. Answers what was saved.
 */
export async function downloadExport(
  selection: ExportSelection,
  format: RunExportFormat,
  onProgress: (progress: ExportProgress) => void,
): Promise<SavedExport> {
  const fileUrl = await exportRuns(apiClient, exportRunsQuery(selection, format), {
    trigger: false,
  });
  // The token in the address is the credential: no header is sent.
  const response = await fetch(fileUrl);
  if (!response.ok || !response.body) throw await downloadError(response);

  const counter = exportRowCounter(format);
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    counter.add(value);
    onProgress({ rows: counter.rows(), bytes });
  }
  const fileName = fileNameOf(response.headers, format);
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  saveFile(new Blob(chunks, { type }), fileName);
  return { rows: counter.finalRows(), bytes, fileName };
}
