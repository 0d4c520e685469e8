import type { DatasetImportMapping, ImportDatasetV2Response } from '@lookout/domain';
import { Alert, Button, cn, fieldClasses, Modal } from '@lookout/ui';
import { IconFileUpload } from '@tabler/icons-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import {
  defaultInputColumn,
  defaultOutputColumn,
  type ImportPreview,
  previewCell,
  previewImport,
} from '../import-preview';

interface ImportDialogProps {
  onClose: () => void;
  /** Uploads the file with the mapping; answers what the server imported. */
  onImport: (upload: {
    file: File;
    mapping?: Partial<DatasetImportMapping>;
  }) => Promise<ImportDatasetV2Response>;
}

type Step =
  | { step: 'choose'; problem?: string }
  | { step: 'preview'; file: File; preview: Extract<ImportPreview, { ok: true }> }
  | { step: 'done'; result: ImportDatasetV2Response };

/**
 * Import into a dataset: pick or drop a .csv or .jsonl file, look at its first rows, choose the
 * columns read as input and expected output (the others become metadata), upload, then read
 * how many rows were imported and why the others were not.
 */
export function ImportDialog({ onClose, onImport }: ImportDialogProps) {
  const [state, setState] = useState<Step>({ step: 'choose' });
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [inputColumn, setInputColumn] = useState('input');
  const [outputColumn, setOutputColumn] = useState<string | null>(null);

  async function choose(file: File) {
    const preview = previewImport(file.name, await file.text(), file.size);
    if (!preview.ok) return setState({ step: 'choose', problem: preview.message });
    setInputColumn(defaultInputColumn(preview.columns));
    setOutputColumn(defaultOutputColumn(preview.columns));
    setState({ step: 'preview', file, preview });
  }

  async function upload(file: File, csv: boolean) {
    setPending(true);
    setFailure(null);
    try {
      const result = await onImport({
        file,
        ...(csv ? { mapping: { input: inputColumn, expectedOutput: outputColumn } } : {}),
      });
      setState({ step: 'done', result });
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Import items"
      description="A CSV file with a header row, or a JSON-lines file of items."
      size="xl"
    >
      {state.step === 'choose' ? (
        <FilePicker problem={state.problem} onFile={(file) => void choose(file)} />
      ) : null}
      {state.step === 'preview' ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm">
            <span className="font-medium">{state.file.name}</span>
            <span className="text-muted-foreground">{` · first ${state.preview.rows.length} rows`}</span>
          </p>
          {state.preview.format === 'csv' ? (
            <ColumnMapping
              columns={state.preview.columns}
              input={inputColumn}
              output={outputColumn}
              onInput={setInputColumn}
              onOutput={setOutputColumn}
            />
          ) : (
            <p className="text-muted-foreground text-sm">
              Each line is an item: its <code>input</code>, <code>expectedOutput</code> and{' '}
              <code>metadata</code>.
            </p>
          )}
          <PreviewTable
            columns={state.preview.columns}
            rows={state.preview.rows}
            roles={
              state.preview.format === 'csv' ? { input: inputColumn, output: outputColumn } : null
            }
          />
          {failure ? (
            <Alert variant="danger" title="The import failed">
              {failure}
            </Alert>
          ) : null}
          <div className="flex justify-end gap-2">
            <Button
              variant="outline"
              disabled={pending}
              onClick={() => setState({ step: 'choose' })}
            >
              Choose another file
            </Button>
            <Button
              loading={pending}
              onClick={() => void upload(state.file, state.preview.format === 'csv')}
            >
              Import
            </Button>
          </div>
        </div>
      ) : null}
      {state.step === 'done' ? <ImportResult result={state.result} onClose={onClose} /> : null}
    </Modal>
  );
}

function FilePicker({
  problem,
  onFile,
}: {
  problem?: string | undefined;
  onFile: (file: File) => void;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <div className="flex flex-col gap-3">
      <label
        htmlFor={inputId}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        className={cn(
          'flex cursor-pointer flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm focus-within:ring-2 focus-within:ring-ring',
          over && 'border-primary bg-accent',
        )}
      >
        <IconFileUpload className="size-8 text-muted-foreground" aria-hidden />
        <span className="font-medium">Choose a file or drop it here</span>
        <span className="text-muted-foreground">
          .csv with an <code>input</code> column (and <code>expected_output</code>), or .jsonl
        </span>
        <input
          ref={input}
          id={inputId}
          type="file"
          aria-label="File to import"
          accept=".csv,.jsonl,.ndjson,text/csv,application/x-ndjson"
          className="sr-only"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
            event.target.value = '';
          }}
        />
      </label>
      {problem ? (
        <Alert variant="danger" title="This file cannot be imported">
          {problem}
        </Alert>
      ) : null}
    </div>
  );
}

function ColumnMapping({
  columns,
  input,
  output,
  onInput,
  onOutput,
}: {
  columns: string[];
  input: string;
  output: string | null;
  onInput: (column: string) => void;
  onOutput: (column: string | null) => void;
}) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium">Input column</span>
        <select
          value={input}
          onChange={(event) => onInput(event.target.value)}
          className={cn(fieldClasses, 'h-8 w-48 py-0')}
        >
          {columns.map((column) => (
            <option key={column} value={column}>
              {column}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1.5 text-sm">
        <span className="font-medium">Expected output column</span>
        <select
          value={output ?? ''}
          onChange={(event) => onOutput(event.target.value || null)}
          className={cn(fieldClasses, 'h-8 w-48 py-0')}
        >
          <option value="">None</option>
          {columns.map((column) => (
            <option key={column} value={column}>
              {column}
            </option>
          ))}
        </select>
      </label>
      <p className="pb-1.5 text-muted-foreground text-xs">Other columns become metadata.</p>
    </div>
  );
}

function PreviewTable({
  columns,
  rows,
  roles,
}: {
  columns: string[];
  rows: Record<string, unknown>[];
  roles: { input: string; output: string | null } | null;
}) {
  const roleOf = (column: string) =>
    !roles
      ? ''
      : column === roles.input
        ? 'input'
        : column === roles.output
          ? 'expected output'
          : 'metadata';
  return (
    <div className="max-h-64 overflow-auto rounded-md border border-border">
      <table aria-label="Preview" className="w-full text-left text-xs">
        <thead className="sticky top-0 bg-muted">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-2 py-1.5 font-medium">
                {column}
                {roles ? (
                  <span className="block font-normal text-muted-foreground">{roleOf(column)}</span>
                ) : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`row-${index + 1}`} className="border-border border-t">
              {columns.map((column) => (
                <td key={column} className="max-w-64 truncate px-2 py-1.5">
                  {previewCell(row[column])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ImportResult({
  result,
  onClose,
}: {
  result: ImportDatasetV2Response;
  onClose: () => void;
}) {
  const count = result.errors.length;
  return (
    <div className="flex flex-col gap-3">
      <Alert variant={result.imported > 0 ? 'success' : 'warning'} title="Import finished">
        {`${result.imported.toLocaleString()} ${result.imported === 1 ? 'item' : 'items'} imported.`}
      </Alert>
      {count > 0 ? (
        <section aria-label="Rows not imported" className="flex flex-col gap-1.5">
          <h3 className="font-medium text-sm">
            {`${count.toLocaleString()} ${count === 1 ? 'error' : 'errors'}:`}
          </h3>
          <ul className="max-h-48 overflow-auto rounded-md border border-border text-sm">
            {result.errors.map((error) => (
              <li
                key={`${error.row}-${error.message}`}
                className="border-border px-3 py-1.5 not-first:border-t"
              >
                <span className="font-medium">{`row ${error.row}`}</span>
                {`: ${error.message}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <div className="flex justify-end">
        <Button onClick={onClose}>Done</Button>
      </div>
    </div>
  );
}
