import { LookoutApiError } from '@lookout/client';
import { type RunExportFormat, runExportFormats } from '@lookout/domain';
import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@lookout/ui';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { offerUpgradeOnPlanError } from '../../../lib/query-client';
import {
  downloadExport,
  downloadLargeExport,
  type ExportProgress,
  type ExportSelection,
  exportFormatLabels,
  exportsInPage,
} from '../api/export-runs';

/** Least time between two updates of the progress notice, in ms: a fast stream does not flood it. */
export const progressUpdateMs = 200;

const countFormat = new Intl.NumberFormat('en-US');
const sizeFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/** Bytes as a reader says them: '512 B', '12.3 KB', '4.5 MB'. */
function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat.format(bytes / 1024)} KB`;
  return `${sizeFormat.format(bytes / (1024 * 1024))} MB`;
}

function rowsText(rows: number): string {
  return `${countFormat.format(rows)} ${rows === 1 ? 'row' : 'rows'}`;
}

/**
 * Exports the current view (type, filters, search) as CSV, JSONL or OpenAI fine-tuning JSONL:
 * the server issues a short-lived link, the page reads the file as it streams, with a notice
 * counting the rows so far, then saves it and says how many rows it holds. A view of more runs
 * than the page should hold (see `exportsInPage`) is downloaded by the browser instead.
 */
export function ExportMenu({
  selection,
  expectedRows,
}: {
  selection: ExportSelection;
  /** The view's count, when known: it decides whether the page or the browser downloads. */
  expectedRows?: { count: number; capped: boolean } | undefined;
}) {
  const [pending, setPending] = useState<RunExportFormat | null>(null);

  async function run(format: RunExportFormat) {
    setPending(format);
    const label = exportFormatLabels[format];
    if (!exportsInPage(expectedRows)) {
      try {
        await downloadLargeExport(selection, format);
        notifications.show({
          title: 'Export started',
          message: `Your browser is downloading the ${label} file of this view.`,
          color: 'green',
        });
      } catch (error) {
        // The API client has already shown why the link was refused.
        offerUpgradeOnPlanError(error);
        if (!(error instanceof LookoutApiError)) {
          notifications.show({
            title: 'Export failed',
            message: errorMessage(error),
            color: 'red',
          });
        }
      } finally {
        setPending(null);
      }
      return;
    }
    const id = notifications.show({
      title: 'Preparing your export',
      message: `${label} of the current view…`,
      color: 'blue',
      autoClose: false,
    });
    let shownAt = 0;
    const showProgress = ({ rows, bytes }: ExportProgress) => {
      const now = Date.now();
      if (now - shownAt < progressUpdateMs) return;
      shownAt = now;
      notifications.show({
        id,
        title: `Exporting ${label}`,
        message: `${rowsText(rows)} so far (${sizeText(bytes)})…`,
        color: 'blue',
        autoClose: false,
      });
    };
    try {
      const saved = await downloadExport(selection, format, showProgress);
      notifications.show({
        id,
        title: 'Export ready',
        message: `${rowsText(saved.rows)} saved to ${saved.fileName} (${sizeText(saved.bytes)}).`,
        color: 'green',
      });
    } catch (error) {
      if (error instanceof LookoutApiError) {
        // The API client has already shown why the link was refused.
        notifications.hide(id);
        offerUpgradeOnPlanError(error);
      } else {
        notifications.show({
          id,
          title: 'Export failed',
          message: errorMessage(error),
          color: 'red',
        });
      }
    } finally {
      setPending(null);
    }
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" loading={pending !== null}>
          {pending === null ? <IconDownload className="size-4" aria-hidden /> : null}
          Export
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        <DropdownMenuLabel>Export this view as</DropdownMenuLabel>
        {runExportFormats.map((format) => (
          <DropdownMenuItem key={format} onSelect={() => void run(format)}>
            {exportFormatLabels[format]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
