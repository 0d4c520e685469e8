import type { RunExportFormat } from '@lookout/domain';

const newline = 0x0a;
const quote = 0x22;

/** Counts the rows of an export file as its bytes stream in, chunk by chunk. */
export interface ExportRowCounter {
  /** Reads one more chunk of the file. */
  add(chunk: Uint8Array): void;
  /** The runs read whole so far (a CSV's header line is not one). */
  rows(): number;
  /** The runs of the whole file, once read: a last line without a line break counts too. */
  finalRows(): number;
}

/**
 * A row counter for an export format. JSONL writes one run a line (line breaks inside values are
 * escaped), so every line break ends a row. CSV quotes values that hold line breaks (RFC 4180),
 * so a line break ends a row only outside quotes; a doubled quote inside a value toggles twice
 * and leaves the state as it was.
 */
export function exportRowCounter(format: RunExportFormat): ExportRowCounter {
  const csv = format === 'csv';
  let lines = 0;
  let inQuotes = false;
  // Whether the last byte read ended a line: a file without a final line break still has its
  // last row, but a line still streaming in is not a row yet.
  let atLineStart = true;
  const runsOf = (lineCount: number) => (csv ? Math.max(0, lineCount - 1) : lineCount);
  return {
    add(chunk) {
      for (const byte of chunk) {
        if (csv && byte === quote) inQuotes = !inQuotes;
        if (byte === newline && !inQuotes) {
          lines += 1;
          atLineStart = true;
        } else {
          atLineStart = false;
        }
      }
    },
    rows: () => runsOf(lines),
    finalRows: () => runsOf(lines + (atLineStart ? 0 : 1)),
  };
}
