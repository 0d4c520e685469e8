import type { ChartUnit, TopChartRow } from '@lookout/domain';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@lookout/ui';
import type { ChartPick } from './chart-source';
import { formatChartValueExact, formatChartValueShort } from './chart-value-format';

/** The heading of the ranked value's column, by unit. */
const valueHeadings: Record<ChartUnit, string> = {
  runs: 'Runs',
  tokens: 'Tokens',
  usd: 'Cost',
  ms: 'Duration',
  users: 'Users',
  threads: 'Conversations',
  score: 'Score',
  count: 'Count',
  percent: 'Rate',
};

/** How the other figures the server sends with a row are printed. */
const figureUnits: Record<string, ChartUnit> = {
  cost: 'usd',
  tokens: 'tokens',
  runs: 'runs',
  errors: 'runs',
};

function headingOf(key: string): string {
  return key.charAt(0).toUpperCase() + key.slice(1);
}

/**
 * Keys that name a row rather than measure it. Top templates rows name their version by id
 * (what a click filters by) and by `template` ("welcome v2"), which is what people read.
 */
const labelKeys = new Set(['name', 'value', 'template']);

/** What a row is called on screen. */
function labelOf(row: TopChartRow): string {
  return typeof row.template === 'string' && row.template ? row.template : row.name;
}

/** The other figures of the rows (cost, tokens…), in the order the first row has them. */
function figureKeys(rows: readonly TopChartRow[]): string[] {
  const keys = new Set<string>();
  for (const row of rows) {
    for (const key of Object.keys(row)) if (!labelKeys.has(key)) keys.add(key);
  }
  return [...keys];
}

interface TopListProps {
  title: string;
  rows: readonly TopChartRow[];
  unit: ChartUnit;
  onPick?: ((pick: ChartPick) => void) | undefined;
}

/**
 * A Top list: the name, the value it is ranked by and the other figures of
 * each row. A row's name is a button (reachable by Tab) that picks the row.
 */
export function TopList({ title, rows, unit, onPick }: TopListProps) {
  const figures = figureKeys(rows);
  const top = Math.max(...rows.map((row) => row.value), 0);
  return (
    <div className="max-h-full overflow-auto">
      <Table aria-label={title}>
        <TableHeader>
          <TableRow>
            <TableHead scope="col">Name</TableHead>
            <TableHead scope="col" className="text-right">
              {valueHeadings[unit]}
            </TableHead>
            {figures.map((key) => (
              <TableHead key={key} scope="col" className="text-right">
                {headingOf(key)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.name}>
              <TableCell className="relative max-w-48 py-1.5">
                {/* The bar behind the name shows the row's share of the top value. */}
                <span
                  aria-hidden
                  className="absolute inset-y-1 left-0 rounded-sm bg-primary/10"
                  style={{ width: `${top > 0 ? (row.value / top) * 100 : 0}%` }}
                />
                {onPick ? (
                  <button
                    type="button"
                    className="relative max-w-full truncate rounded px-1 text-left hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                    onClick={() => onPick({ name: row.name })}
                  >
                    {labelOf(row)}
                  </button>
                ) : (
                  <span className="relative block truncate px-1">{labelOf(row)}</span>
                )}
              </TableCell>
              <TableCell
                className="py-1.5 text-right tabular-nums"
                title={formatChartValueExact(row.value, unit)}
              >
                {formatChartValueShort(row.value, unit)}
              </TableCell>
              {figures.map((key) => {
                const figure = row[key];
                const figureUnit = figureUnits[key] ?? 'count';
                return (
                  <TableCell
                    key={key}
                    className="py-1.5 text-right tabular-nums text-muted-foreground"
                    title={
                      typeof figure === 'number'
                        ? formatChartValueExact(figure, figureUnit)
                        : undefined
                    }
                  >
                    {typeof figure === 'number'
                      ? formatChartValueShort(figure, figureUnit)
                      : figure}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
