import { exportRuns, runSelectionQuery } from '@lookout/client';
import type { RunExportFormat, RunListType } from '@lookout/domain';
import { apiClient } from '../../../lib/api-client';

/** What an export holds: the list type, filters and search of the current view. */
export interface ExportSelection {
  type: RunListType;
  filters: string;
  search: string;
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
  });
  return apiClient.url('/runs/download', {
    query: { ...query, format, ...(selection.viewId ? { viewId: selection.viewId } : {}) },
  });
}

/**
 * Asks the server for a five-minute download link of the selection, then follows it so the
 * browser saves the file. Answers the file's URL.
 */
export function startExport(selection: ExportSelection, format: RunExportFormat): Promise<string> {
  return exportRuns(apiClient, {
    format,
    type: selection.type,
    filters: selection.filters || undefined,
    search: selection.search || undefined,
    ...(selection.viewId ? { viewId: selection.viewId } : {}),
  });
}
