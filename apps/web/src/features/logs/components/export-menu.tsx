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
import { notifications } from '../../../lib/notifications';
import { type ExportSelection, exportFormatLabels, startExport } from '../api/export-runs';

/**
 * Exports the current view (type, filters, search) as CSV, JSONL or OpenAI fine-tuning JSONL:
 * the server issues a short-lived link and the browser downloads the file from it.
 */
export function ExportMenu({ selection }: { selection: ExportSelection }) {
  const [pending, setPending] = useState<RunExportFormat | null>(null);

  async function run(format: RunExportFormat) {
    setPending(format);
    const id = notifications.show({
      title: 'Preparing your export',
      message: `${exportFormatLabels[format]} of the current view…`,
      color: 'blue',
      autoClose: false,
    });
    try {
      await startExport(selection, format);
      notifications.show({
        id,
        title: 'Export started',
        message: 'Your browser is downloading the file. Large exports stream for a while.',
        color: 'green',
      });
    } catch {
      // The API client has already shown why it failed.
      notifications.hide(id);
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
