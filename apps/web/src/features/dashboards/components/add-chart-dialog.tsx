import { type ChartPlacement, type CustomChart, chartCatalogue } from '@lookout/domain';
import { Button, Modal } from '@lookout/ui';
import { IconPlus } from '@tabler/icons-react';

interface AddChartDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  layout: readonly ChartPlacement[];
  customCharts: readonly CustomChart[];
  onAdd: (chartId: string) => void;
  /** Absent when the role may not build charts. */
  onNewCustomChart?: (() => void) | undefined;
}

const rowClasses =
  'flex w-full flex-col items-start gap-0.5 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

/** Picks a chart to add: the catalogue's charts not on the dashboard yet, the custom charts, or a new one. */
export function AddChartDialog({
  open,
  onOpenChange,
  layout,
  customCharts,
  onAdd,
  onNewCustomChart,
}: AddChartDialogProps) {
  const placed = new Set(layout.map((item) => item.chartId));
  const catalogue = chartCatalogue.filter((chart) => !placed.has(chart.id));
  const custom = customCharts.filter((chart) => !placed.has(chart.id));
  function add(chartId: string) {
    onAdd(chartId);
    onOpenChange(false);
  }
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Add chart" size="lg">
      <div className="flex max-h-[60vh] flex-col gap-4 overflow-y-auto">
        {onNewCustomChart ? (
          <Button
            variant="outline"
            className="self-start"
            onClick={() => {
              onOpenChange(false);
              onNewCustomChart();
            }}
          >
            <IconPlus aria-hidden />
            New custom chart
          </Button>
        ) : null}
        <ChartList
          label="Custom charts"
          empty="No custom chart left to add"
          items={custom.map((chart) => ({
            id: chart.id,
            name: chart.name,
            description: chart.description,
          }))}
          onAdd={add}
        />
        <ChartList
          label="Charts"
          empty="Every chart of the catalogue is on this dashboard"
          items={catalogue}
          onAdd={add}
        />
      </div>
    </Modal>
  );
}

function ChartList({
  label,
  empty,
  items,
  onAdd,
}: {
  label: string;
  empty: string;
  items: readonly { id: string; name: string; description: string | null }[];
  onAdd: (chartId: string) => void;
}) {
  return (
    <section aria-label={label} className="flex flex-col gap-1">
      <h3 className="text-xs font-medium uppercase text-muted-foreground">{label}</h3>
      {items.length === 0 ? <p className="px-2 text-sm text-muted-foreground">{empty}</p> : null}
      <ul className="flex flex-col">
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className={rowClasses}
              onClick={() => onAdd(item.id)}
              aria-label={`Add ${item.name}`}
            >
              <span className="font-medium">{item.name}</span>
              {item.description ? (
                <span className="text-xs text-muted-foreground">{item.description}</span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
