import { Button } from '@lookout/ui';
import { IconArrowsMaximize, IconX } from '@tabler/icons-react';
import { type CSSProperties, useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { PanelResizeHandle } from './panel-resize-handle';
import { useRunPanelWidthStore } from './run-panel-width-store';
import { RunViewer } from './run-viewer';

interface RunSidePanelProps {
  runId: string;
  memberRole: string;
  onClose: () => void;
}

/** Whether another layer (a menu, a dialog, a popover) is open and should take Escape first. */
function anotherLayerIsOpen(panel: HTMLElement | null): boolean {
  const layers = document.querySelectorAll(
    '[data-radix-popper-content-wrapper], [role="dialog"][data-state="open"], [role="alertdialog"]',
  );
  return [...layers].some((layer) => layer !== panel);
}

/**
 * The run the user clicked, beside the list: Escape or the × closes it, the expand button
 * opens the full page. Focus moves into the panel when it opens. Its left edge resizes it
 * (remembered); it never grows wider than the window less a margin.
 */
export function RunSidePanel({ runId, memberRole, onClose }: RunSidePanelProps) {
  const panel = useRef<HTMLElement>(null);
  const width = useRunPanelWidthStore((state) => state.width);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (anotherLayerIsOpen(panel.current)) return;
      close.current();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    panel.current?.focus();
  }, [runId]);

  return (
    <aside
      ref={panel}
      tabIndex={-1}
      aria-label="Run details"
      style={{ '--run-panel-width': `${width}px` } as CSSProperties}
      className="fixed inset-y-0 right-0 z-40 flex w-[min(var(--run-panel-width),calc(100vw-2rem))] flex-col border-l border-border bg-surface shadow-2xl outline-none"
    >
      <PanelResizeHandle label="Resize run details" />
      <div className="flex items-center justify-end gap-1 border-b border-border px-3 py-2">
        <Button asChild variant="ghost" size="sm">
          <Link to={`/logs/${runId}`}>
            <IconArrowsMaximize className="size-4" aria-hidden />
            Open full page
          </Link>
        </Button>
        <Button variant="ghost" size="icon" aria-label="Close run details" onClick={onClose}>
          <IconX className="size-4" aria-hidden />
        </Button>
      </div>
      <div className="min-h-0 min-w-0 flex-1 overflow-y-auto p-5">
        <RunViewer key={runId} runId={runId} memberRole={memberRole} onDeleted={onClose} />
      </div>
    </aside>
  );
}
