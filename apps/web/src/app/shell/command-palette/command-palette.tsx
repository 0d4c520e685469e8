import { canListSavedViews, type GatingContext, sidebarEntries } from '@lookout/rbac';
import { Dialog, DialogContent, DialogTitle } from '@lookout/ui';
import { Command } from 'cmdk';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useViews } from '../../../features/views/api/views-api';
import { viewLink } from '../../../features/views/view-links';
import { runIdIn } from './run-id-in';

const itemClasses =
  'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm data-[selected=true]:bg-muted';
const groupClasses =
  'px-1 py-1 [&_[cmdk-group-heading]]:px-2 [&_[cmdk-group-heading]]:py-1 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:font-semibold [&_[cmdk-group-heading]]:text-muted-foreground';

/**
 * Whether an item's words (its keywords: the page or view name) hold what was typed. cmdk's own
 * fuzzy score matches "errors" to "Evaluators"; a plain substring is what people expect here.
 */
function matches(_value: string, search: string, keywords?: string[]): number {
  const needle = search.trim().toLowerCase();
  return (keywords ?? []).some((word) => word.toLowerCase().includes(needle)) ? 1 : 0;
}

interface CommandPaletteProps {
  context: GatingContext;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Cmd/Ctrl-K: jump to a page this user may open (the sidebar's own list, so access rules stay
 * in `@lookout/rbac`), a saved view, or a run by a pasted id (its page, or the logs list with
 * it open). Loaded on first open, never by the first route (cmdk is about 17.6 kB gzip).
 */
export function CommandPalette({ context, open, onOpenChange }: CommandPaletteProps) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const viewsAllowed = canListSavedViews(context);
  const views = useViews(viewsAllowed && open);
  const pages = sidebarEntries(context).filter((entry) => entry.visible);
  const runId = runIdIn(search);

  function go(to: string) {
    onOpenChange(false);
    setSearch('');
    navigate(to);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        showCloseButton={false}
        aria-describedby={undefined}
        className="top-24 max-w-xl translate-y-0 gap-0 p-0"
      >
        <DialogTitle className="sr-only">Command palette</DialogTitle>
        <Command label="Command palette" filter={matches} className="flex flex-col">
          <Command.Input
            value={search}
            onValueChange={setSearch}
            placeholder="Go to a page or view, or paste a run id"
            className="h-11 border-b border-border bg-transparent px-4 text-sm outline-none placeholder:text-muted-foreground"
          />
          <Command.List className="max-h-80 overflow-y-auto p-1">
            <Command.Empty className="px-3 py-6 text-center text-sm text-muted-foreground">
              No page or view matches. Paste a run id to open a run.
            </Command.Empty>
            {runId ? (
              <Command.Group heading="Run" forceMount className={groupClasses}>
                <Command.Item
                  forceMount
                  value={`run-page ${runId}`}
                  onSelect={() => go(`/logs/${runId}`)}
                  className={itemClasses}
                >
                  Open run <span className="font-mono text-xs">{runId}</span>
                </Command.Item>
                <Command.Item
                  forceMount
                  value={`run-list ${runId}`}
                  onSelect={() => go(`/logs?selected=${runId}`)}
                  className={itemClasses}
                >
                  Show the run in the logs list
                </Command.Item>
              </Command.Group>
            ) : null}
            <Command.Group heading="Pages" className={groupClasses}>
              {pages.map((page) => (
                <Command.Item
                  key={page.id}
                  value={`page ${page.id} ${page.label}`}
                  keywords={[page.label]}
                  onSelect={() => go(page.link)}
                  className={itemClasses}
                >
                  {page.label}
                </Command.Item>
              ))}
            </Command.Group>
            {viewsAllowed && (views.data?.length ?? 0) > 0 ? (
              <Command.Group heading="Saved views" className={groupClasses}>
                {views.data?.map((view) => (
                  <Command.Item
                    key={view.id}
                    value={`view ${view.id} ${view.name}`}
                    keywords={[view.name]}
                    onSelect={() => go(viewLink(view))}
                    className={itemClasses}
                  >
                    {view.name}
                  </Command.Item>
                ))}
              </Command.Group>
            ) : null}
          </Command.List>
        </Command>
      </DialogContent>
    </Dialog>
  );
}
