import type { ExperimentItem, ExperimentResult, ExperimentWithResults } from '@lookout/domain';

/** One item of the comparison and what each variant produced for it (null: not yet). */
export interface ComparisonRow {
  item: ExperimentItem;
  /** Indexed by variant. */
  cells: (ExperimentResult | null)[];
}

/** Which rows the comparison shows. */
export const rowFilters = [
  { value: 'all', label: 'All' },
  { value: 'failed', label: 'Any failed' },
  { value: 'differences', label: 'Differences only' },
] as const;
export type RowFilter = (typeof rowFilters)[number]['value'];

/** The items in the experiment's order, each with its results by variant. */
export function comparisonRows(experiment: ExperimentWithResults): ComparisonRow[] {
  const byItem = new Map<string, (ExperimentResult | null)[]>();
  for (const item of experiment.items) {
    byItem.set(
      item.id,
      experiment.variants.map(() => null),
    );
  }
  for (const result of experiment.results) {
    const cells = byItem.get(result.itemId);
    if (cells && result.variantIndex < cells.length) cells[result.variantIndex] = result;
  }
  return experiment.items.map((item) => ({ item, cells: byItem.get(item.id) ?? [] }));
}

/** A model call that errored, or an output a check failed. */
export function cellFailed(cell: ExperimentResult | null): boolean {
  return cell !== null && (cell.error !== null || cell.passed === false);
}

/** The variants' outputs differ (compared trimmed; missing outputs do not count). */
export function outputsDiffer(row: ComparisonRow): boolean {
  const outputs = new Set(
    row.cells.flatMap((cell) => (cell?.output == null ? [] : [cell.output.trim()])),
  );
  return outputs.size > 1;
}

/** The rows `filter` keeps. */
export function filterRows(rows: ComparisonRow[], filter: RowFilter): ComparisonRow[] {
  if (filter === 'failed') return rows.filter((row) => row.cells.some(cellFailed));
  if (filter === 'differences') return rows.filter(outputsDiffer);
  return rows;
}
