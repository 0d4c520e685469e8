import { pipeline, Readable } from 'node:stream';
import {
  type DatasetImportFormat,
  type DatasetImportMapping,
  type DatasetImportRowError,
  type DatasetItemValue,
  datasetImportLimits,
  datasetItemValueSchema,
  datasetMessageSchema,
} from '@lookout/domain';
import { CsvError, parse } from 'csv-parse';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import type { NewDatasetItem } from './dataset-item.repository.js';

/** What a file holds: the items to add, and the rows skipped with why. */
export interface ParsedImport {
  items: NewDatasetItem[];
  errors: DatasetImportRowError[];
}

const invalid = (message: string) => new ApiError(400, 'Invalid file', message);

const notUtf8 = () =>
  invalid(
    'The file is not UTF-8 text. Save it as UTF-8 (CSV UTF-8 in spreadsheet apps) and retry.',
  );

const tooManyRows = () =>
  invalid(
    `The file has more than ${datasetImportLimits.maxRows.toLocaleString('en-US')} rows; split it into smaller files.`,
  );

/** The file's text, decoded as it is read; a byte sequence that is not UTF-8 fails with 400. A BOM is dropped. */
async function* utf8Chunks(file: Blob): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const reader = file.stream().getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      let text: string;
      try {
        text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      } catch {
        throw notUtf8();
      }
      if (text) yield text;
      if (done) return;
    }
  } finally {
    reader.releaseLock();
  }
}

/** Text that holds a JSON list of messages becomes messages; other text stays text. */
function cellValue(text: string): DatasetItemValue {
  const trimmed = text.trim();
  if (!trimmed.startsWith('[')) return text;
  try {
    const parsed = z.array(datasetMessageSchema).min(1).safeParse(JSON.parse(trimmed));
    return parsed.success ? parsed.data : text;
  } catch {
    return text;
  }
}

function isEmptyValue(value: DatasetItemValue): boolean {
  return typeof value === 'string' ? value.trim() === '' : value.length === 0;
}

/**
 * Reads a CSV file: a header row, then one item per row. The mapping's
 * input column is required; its expected-output column is optional unless
 * named explicitly; every other column becomes metadata.
 */
async function parseCsv(
  file: Blob,
  mapping: DatasetImportMapping,
  explicitMapping: boolean,
): Promise<ParsedImport> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true });
  // A decoding error (not UTF-8) ends the parser with it, so the loop below throws it.
  pipeline(Readable.from(utf8Chunks(file)), parser, () => {});
  const items: NewDatasetItem[] = [];
  const errors: DatasetImportRowError[] = [];
  let header: string[] | undefined;
  let inputIndex = -1;
  let outputIndex = -1;
  let row = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (!header) {
        header = record.map((name) => name.trim());
        inputIndex = header.indexOf(mapping.input);
        if (inputIndex < 0) {
          const found = header.filter(Boolean).map((name) => `"${name}"`);
          throw invalid(
            `The file has no "${mapping.input}" column${found.length ? `; its columns are ${found.join(', ')}` : ''}. Name the input column in the first row, or choose it in the mapping.`,
          );
        }
        outputIndex = mapping.expectedOutput === null ? -1 : header.indexOf(mapping.expectedOutput);
        if (outputIndex < 0 && explicitMapping && mapping.expectedOutput !== null) {
          throw invalid(
            `The file has no "${mapping.expectedOutput}" column for the expected output; its columns are ${header.map((name) => `"${name}"`).join(', ')}.`,
          );
        }
        continue;
      }
      row += 1;
      if (row > datasetImportLimits.maxRows) throw tooManyRows();
      const input = cellValue(record[inputIndex] ?? '');
      if (isEmptyValue(input)) {
        errors.push({ row, message: `The "${mapping.input}" cell is empty.` });
        continue;
      }
      const output = outputIndex < 0 ? '' : (record[outputIndex] ?? '');
      const metadata: Record<string, unknown> = {};
      header.forEach((name, index) => {
        if (index === inputIndex || index === outputIndex || name === '') return;
        metadata[name] = record[index] ?? '';
      });
      items.push({
        input,
        expectedOutput: output.trim() === '' ? null : cellValue(output),
        metadata,
      });
    }
  } catch (error) {
    if (error instanceof CsvError) {
      throw invalid(`The CSV cannot be read: ${error.message}`);
    }
    throw error;
  } finally {
    parser.destroy();
  }
  if (!header) throw invalid('The file is empty: it needs a header row with an "input" column.');
  return { items, errors };
}

const jsonlItemSchema = z.object({
  input: datasetItemValueSchema,
  expectedOutput: datasetItemValueSchema.nullable().optional(),
  expected_output: datasetItemValueSchema.nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});

/** The lines of a text stream, without their line breaks. */
async function* lines(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  let pending = '';
  for await (const chunk of chunks) {
    pending += chunk;
    let end = pending.indexOf('\n');
    while (end >= 0) {
      yield pending.slice(0, end).replace(/\r$/, '');
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
    }
  }
  if (pending) yield pending.replace(/\r$/, '');
}

/** Why a JSON line is not an item, in one sentence. */
function lineProblem(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'The line is not a JSON object with an "input" key.';
  if (!('input' in value)) return 'The line has no "input" key.';
  return '"input" must be text or a list of chat messages ({role, content}).';
}

/**
 * Reads JSON lines: one `{input, expectedOutput?, metadata?}` object per
 * line (`expected_output` also read); blank lines are skipped, the row is the
 * line number.
 */
async function parseJsonl(file: Blob): Promise<ParsedImport> {
  const items: NewDatasetItem[] = [];
  const errors: DatasetImportRowError[] = [];
  let row = 0;
  let rows = 0;
  for await (const line of lines(utf8Chunks(file))) {
    row += 1;
    if (line.trim() === '') continue;
    rows += 1;
    if (rows > datasetImportLimits.maxRows) throw tooManyRows();
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch (error) {
      errors.push({ row, message: `The line is not valid JSON: ${(error as Error).message}` });
      continue;
    }
    const parsed = jsonlItemSchema.safeParse(value);
    if (!parsed.success) {
      const bad = parsed.error.issues[0]?.path[0];
      errors.push({
        row,
        message:
          bad === 'input' || bad === undefined
            ? lineProblem(value)
            : `"${String(bad)}" is not valid: ${parsed.error.issues[0]?.message ?? 'wrong type'}.`,
      });
      continue;
    }
    if (isEmptyValue(parsed.data.input)) {
      errors.push({ row, message: 'The input is empty.' });
      continue;
    }
    items.push({
      input: parsed.data.input,
      expectedOutput: parsed.data.expectedOutput ?? parsed.data.expected_output ?? null,
      metadata: parsed.data.metadata ?? {},
    });
  }
  if (rows === 0) throw invalid('The file is empty: it needs one JSON object per line.');
  return { items, errors };
}

/** The format of an uploaded file: from its name's extension, else from the form's `format` field. */
export function importFormat(fileName: string, format: string | undefined): DatasetImportFormat {
  const name = fileName.toLowerCase();
  if (name.endsWith('.csv')) return 'csv';
  if (name.endsWith('.jsonl') || name.endsWith('.ndjson')) return 'jsonl';
  if (format === 'csv' || format === 'jsonl') return format;
  throw invalid(
    `format: "${fileName}" is neither .csv nor .jsonl; rename the file or send format=csv or format=jsonl.`,
  );
}

/**
 * Reads an import file as it streams in: the items to add and the rows
 * skipped (each with its number, 1 = the first data row, and why). The
 * whole file fails with 400 when it is not UTF-8, lacks the input column,
 * is not readable CSV, or has more rows than `datasetImportLimits.maxRows`.
 */
export function parseImportFile(
  file: Blob,
  format: DatasetImportFormat,
  mapping: DatasetImportMapping,
  explicitMapping = false,
): Promise<ParsedImport> {
  return format === 'csv' ? parseCsv(file, mapping, explicitMapping) : parseJsonl(file);
}
