import { type DatasetImportFormat, datasetImportLimits } from '@lookout/domain';
import { parse } from 'csv-parse/browser/esm/sync';

/** How many rows the import dialog shows before uploading. */
export const previewRowCount = 5;

/** The first rows of a file as the dialog shows them, or why it cannot be read. */
export type ImportPreview =
  | { ok: true; format: DatasetImportFormat; columns: string[]; rows: Record<string, unknown>[] }
  | { ok: false; message: string };

/** The format a file name says, or null when it is neither CSV nor JSON lines. */
export function importFormatOf(fileName: string): DatasetImportFormat | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  return null;
}

/**
 * Reads the first rows of a CSV (with a header row) or JSON-lines file in the browser, with the
 * same CSV parser as the server (csv-parse), so the user can map columns before anything is uploaded.
 */
export function previewImport(fileName: string, text: string, byteSize: number): ImportPreview {
  const format = importFormatOf(fileName);
  if (!format) return { ok: false, message: 'Choose a .csv or .jsonl file.' };
  if (byteSize > datasetImportLimits.maxBytes) {
    const megabytes = Math.round(datasetImportLimits.maxBytes / 1_000_000);
    return { ok: false, message: `The file is larger than ${megabytes} MB.` };
  }
  if (text.trim() === '') return { ok: false, message: 'The file is empty.' };
  return format === 'csv' ? previewCsv(text) : previewJsonLines(text);
}

function previewCsv(text: string): ImportPreview {
  // The server's CSV parser, with its options: the header row and the first rows only.
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: previewRowCount + 1,
    });
  } catch (error) {
    return { ok: false, message: `The CSV file cannot be read: ${(error as Error).message}` };
  }
  const [header = [], ...data] = records;
  const columns = header.filter((field) => field.trim() !== '');
  if (columns.length === 0) return { ok: false, message: 'The CSV file has no header row.' };
  const rows = data.map((record) =>
    Object.fromEntries(header.map((name, index) => [name, record[index] ?? ''])),
  );
  return { ok: true, format: 'csv', columns, rows };
}

function previewJsonLines(text: string): ImportPreview {
  const rows: Record<string, unknown>[] = [];
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  for (const [index, line] of lines.slice(0, previewRowCount).entries()) {
    try {
      const value: unknown = JSON.parse(line);
      if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        return { ok: false, message: `Line ${index + 1} is not a JSON object.` };
      }
      rows.push(value as Record<string, unknown>);
    } catch {
      return { ok: false, message: `Line ${index + 1} is not valid JSON.` };
    }
  }
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return { ok: true, format: 'jsonl', columns, rows };
}

/** The column read as input by default: `input` when present, else the first. */
export function defaultInputColumn(columns: string[]): string {
  return columns.includes('input') ? 'input' : (columns[0] ?? 'input');
}

/** The column read as expected output by default: one of its usual names, else none. */
export function defaultOutputColumn(columns: string[]): string | null {
  return (
    ['expected_output', 'expectedOutput', 'output', 'ideal_output'].find((name) =>
      columns.includes(name),
    ) ?? null
  );
}

/** A cell as the preview shows it. */
export function previewCell(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
