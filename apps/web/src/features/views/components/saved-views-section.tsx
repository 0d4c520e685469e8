import type { View } from '@lookout/domain';
import { canListSavedViews, type GatingContext } from '@lookout/rbac';
import { cn, Input, NamedIcon, Spinner } from '@lookout/ui';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isLinkActive } from '../../../lib/is-link-active';
import { useWritePermission } from '../../../lib/write-permission';
import { useViews } from '../api/views-api';
import { usePickerIcons } from '../view-icons';
import { searchViews, viewLink } from '../view-links';
import { ViewEntryMenu } from './view-entry-menu';

interface SavedViewsSectionProps {
  context: GatingContext;
  label: string | null;
}

/**
 * The sidebar's Views section (SPEC §2, §6): the project's saved log views sorted by name, a
 * search box, the open view highlighted, and a menu to rename or delete for roles that may.
 * Hidden, and not fetched, for roles that may not list logs.
 */
export function SavedViewsSection({ context, label }: SavedViewsSectionProps) {
  const allowed = canListSavedViews(context);
  const [search, setSearch] = useState('');
  const views = useViews(allowed);
  if (!allowed) return null;
  const headingId = 'sidebar-section-views';
  const shown = searchViews(views.data ?? [], search);
  const canEdit = useWritePermission(context.role, 'logs', 'update').allowed;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-1.5">
      <h2
        id={headingId}
        className="px-2 text-[11px] font-semibold uppercase tracking-wide text-muted-foreground"
      >
        {label ?? 'Views'}
      </h2>
      <Input
        aria-label="Search views"
        placeholder="Search views"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        className="h-8 text-xs"
      />
      {views.isPending ? (
        <div className="px-2 text-muted-foreground">
          <Spinner size="sm" label="Loading views" />
        </div>
      ) : null}
      {views.isError ? (
        <p className="px-2 text-xs text-danger-ink">
          Could not load the views.{' '}
          <button
            type="button"
            className="underline outline-none focus-visible:ring-2 focus-visible:ring-ring"
            onClick={() => void views.refetch()}
          >
            Retry
          </button>
        </p>
      ) : null}
      {views.isSuccess && shown.length === 0 ? (
        <p className="px-2 text-xs text-muted-foreground">
          {search.trim() ? 'No views match your search' : 'No saved views yet'}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul aria-labelledby={headingId} className="flex flex-col gap-0.5">
          {shown.map((view) => (
            <ViewEntry key={view.id} view={view} canEdit={canEdit} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ViewEntry({ view, canEdit }: { view: View; canEdit: boolean }) {
  const location = useLocation();
  const icons = usePickerIcons();
  const link = viewLink(view);
  const active = isLinkActive({ path: '/logs', link }, location.pathname, location.search);
  return (
    <li
      className={cn(
        'group flex items-center gap-1 rounded-md pr-1 transition-colors',
        active ? 'bg-primary/10' : 'hover:bg-muted',
      )}
    >
      <Link
        to={link}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'flex min-w-0 flex-1 items-center gap-2 rounded-md px-2 py-1 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring',
          active ? 'font-medium text-primary-ink' : 'text-foreground/80 hover:text-foreground',
        )}
      >
        {icons ? (
          <NamedIcon
            name={view.icon}
            icons={icons}
            className={cn('size-4 shrink-0', !active && 'text-muted-foreground')}
            aria-hidden
          />
        ) : (
          <span className="size-4 shrink-0" aria-hidden />
        )}
        <span className="min-w-0 flex-1 truncate">{view.name}</span>
      </Link>
      {canEdit ? <ViewEntryMenu view={view} /> : null}
    </li>
  );
}
