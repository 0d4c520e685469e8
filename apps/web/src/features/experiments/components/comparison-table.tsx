import type { ExperimentWithResults } from '@lookout/domain';
import { Button, SegmentedControl } from '@lookout/ui';
import { IconArrowsDiff } from '@tabler/icons-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState } from 'react';
import {
  type ComparisonRow,
  comparisonRows,
  filterRows,
  type RowFilter,
  rowFilters,
} from '../comparison-rows';
import { itemValueText } from '../item-value-text';
import { variantLabel } from '../variant-label';
import { ComparisonCell } from './comparison-cell';
import { type ChosenOutput, OutputDiffDialog } from './output-diff-dialog';

/** Past this many rows only those in view are rendered. */
export const virtualiseAbove = 50;
/**
 * A row's usual height in px (outputs are cut to four lines): the virtualiser places rows by it.
 * Rows are not measured: measuring table rows as they render fed the virtualiser a loop of
 * updates; an expanded output only makes its own row taller.
 */
const estimatedRowHeight = 120;
const headerHeight = 36;

/** Column widths in px: the item number, the input and expected output, and at least this per variant. */
export const comparisonColumnWidths = { number: 48, item: 180, variant: 260 } as const;

/**
 * The table's narrowest width: below it the table scrolls sideways inside its own box. Two
 * variants (928 px) fit beside the sidebar at 1280 px wide, so nothing scrolls sideways there.
 */
export function comparisonMinWidth(variantCount: number): number {
  const { number, item, variant } = comparisonColumnWidths;
  return number + 2 * item + variantCount * variant;
}

function cellKey(itemId: string, variantIndex: number) {
  return `${itemId}:${variantIndex}`;
}

/**
 * Items × variants: input and expected output, then each variant's output with its checks.
 * Rows can be narrowed to failures or differences; two chosen outputs open a diff.
 */
export function ComparisonTable({ experiment }: { experiment: ExperimentWithResults }) {
  const [filter, setFilter] = useState<RowFilter>('all');
  const [chosen, setChosen] = useState<ChosenOutput[]>([]);
  const [diffOpen, setDiffOpen] = useState(false);
  const allRows = useMemo(() => comparisonRows(experiment), [experiment]);
  const rows = useMemo(() => filterRows(allRows, filter), [allRows, filter]);
  const labels = experiment.variants.map(variantLabel);
  const itemNumber = new Map(experiment.items.map((item, index) => [item.id, index + 1]));
  const reviewsOf = useMemo(
    () =>
      new Map(
        experiment.humanGrades.map((grade) => [
          cellKey(grade.itemId, grade.variantIndex),
          grade.reviews,
        ]),
      ),
    [experiment.humanGrades],
  );

  const scroller = useRef<HTMLDivElement>(null);
  const virtualise = rows.length > virtualiseAbove;
  const virtualizer = useVirtualizer({
    count: rows.length,
    enabled: virtualise,
    getScrollElement: () => scroller.current,
    estimateSize: () => estimatedRowHeight,
    overscan: 4,
    scrollMargin: headerHeight,
    getItemKey: (index) => rows[index]?.item.id ?? index,
  });
  const items = virtualise ? virtualizer.getVirtualItems() : [];
  const shown: { row: ComparisonRow; index: number }[] = virtualise
    ? items.flatMap((item) => {
        const row = rows[item.index];
        return row ? [{ row, index: item.index }] : [];
      })
    : rows.map((row, index) => ({ row, index }));
  const first = items[0];
  const last = items.at(-1);
  const paddingTop = virtualise && first ? first.start - headerHeight : 0;
  const paddingBottom =
    virtualise && last ? virtualizer.getTotalSize() - (last.end - headerHeight) : 0;

  function toggle(output: ChosenOutput) {
    setChosen((now) =>
      now.some((candidate) => candidate.key === output.key)
        ? now.filter((candidate) => candidate.key !== output.key)
        : [...now, output].slice(-2),
    );
  }
  const [before, after] = chosen;
  const columns = 3 + experiment.variants.length;

  return (
    <section aria-labelledby="comparison-heading" className="flex min-h-0 min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="comparison-heading" className="text-base font-semibold">
          Comparison
        </h2>
        <SegmentedControl
          size="sm"
          aria-label="Show rows"
          value={filter}
          onChange={setFilter}
          data={rowFilters}
        />
        <span className="text-xs text-muted-foreground">
          {`${rows.length} of ${allRows.length} item${allRows.length === 1 ? '' : 's'}`}
        </span>
        <div className="ml-auto flex items-center gap-2">
          <span className="text-xs text-muted-foreground">
            {chosen.length < 2 ? `Choose two outputs (${chosen.length} of 2)` : null}
          </span>
          <Button
            size="sm"
            variant="outline"
            disabled={!before || !after}
            onClick={() => setDiffOpen(true)}
          >
            <IconArrowsDiff className="size-4" aria-hidden />
            Compare outputs
          </Button>
        </div>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-8 text-center text-sm text-muted-foreground">
          {allRows.length === 0
            ? 'This experiment has no items.'
            : filter === 'failed'
              ? 'No output failed.'
              : 'The variants gave the same outputs.'}
        </p>
      ) : (
        <div
          ref={scroller}
          className="max-h-[70vh] min-h-0 min-w-0 overflow-auto rounded-lg border border-border bg-background"
        >
          <table
            aria-label="Comparison"
            aria-rowcount={rows.length + 1}
            className="w-full table-fixed border-collapse text-sm"
            style={{ minWidth: comparisonMinWidth(experiment.variants.length) }}
          >
            <colgroup>
              <col style={{ width: comparisonColumnWidths.number }} />
              <col style={{ width: comparisonColumnWidths.item }} />
              <col style={{ width: comparisonColumnWidths.item }} />
              {labels.map((_, index) => (
                <col key={index} />
              ))}
            </colgroup>
            <thead className="sticky top-0 z-10 bg-surface shadow-[0_1px_0_var(--color-border)]">
              <tr aria-rowindex={1} style={{ height: headerHeight }}>
                <th
                  scope="col"
                  className="px-3 text-left text-xs font-medium text-muted-foreground"
                >
                  #
                </th>
                <th
                  scope="col"
                  className="px-3 text-left text-xs font-medium text-muted-foreground"
                >
                  Input
                </th>
                <th
                  scope="col"
                  className="px-3 text-left text-xs font-medium text-muted-foreground"
                >
                  Expected output
                </th>
                {labels.map((label, index) => (
                  <th
                    key={index}
                    scope="col"
                    className="truncate px-3 text-left text-xs font-medium text-muted-foreground"
                    title={label}
                  >
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {paddingTop > 0 ? (
                <tr aria-hidden style={{ height: paddingTop }}>
                  <td colSpan={columns} />
                </tr>
              ) : null}
              {shown.map(({ row, index }) => {
                const number = itemNumber.get(row.item.id) ?? index + 1;
                return (
                  <tr
                    key={row.item.id}
                    data-index={index}
                    aria-rowindex={index + 2}
                    className="border-t border-border align-top"
                  >
                    <td className="px-3 py-2 text-xs tabular-nums text-muted-foreground">
                      {number}
                    </td>
                    <td className="px-3 py-2 text-xs whitespace-pre-wrap break-words">
                      <div className="line-clamp-6">{itemValueText(row.item.input)}</div>
                    </td>
                    <td className="px-3 py-2 text-xs whitespace-pre-wrap break-words text-muted-foreground">
                      <div className="line-clamp-6">
                        {itemValueText(row.item.expectedOutput) || '—'}
                      </div>
                    </td>
                    {row.cells.map((cell, variantIndex) => {
                      const key = cellKey(row.item.id, variantIndex);
                      const title = `item ${number} · ${labels[variantIndex] ?? ''}`;
                      return (
                        <td key={variantIndex} className="px-3 py-2">
                          <ComparisonCell
                            cell={cell}
                            title={title}
                            reviews={reviewsOf.get(key)}
                            chosen={chosen.some((candidate) => candidate.key === key)}
                            onToggleChosen={() =>
                              toggle({
                                key,
                                title: `Item ${number} · ${labels[variantIndex] ?? ''}`,
                                output: cell?.output ?? '',
                              })
                            }
                          />
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
              {paddingBottom > 0 ? (
                <tr aria-hidden style={{ height: paddingBottom }}>
                  <td colSpan={columns} />
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      )}
      {before && after ? (
        <OutputDiffDialog
          open={diffOpen}
          onOpenChange={setDiffOpen}
          before={before}
          after={after}
        />
      ) : null}
    </section>
  );
}
