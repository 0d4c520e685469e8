import { canListSavedViews, type GatingContext } from '@lookout/rbac';
import { Input } from '@lookout/ui';
import { useState } from 'react';

interface SavedViewsSectionProps {
  context: GatingContext;
  label: string | null;
}

/**
 * The Views section: saved log views, searchable and sorted by name, for roles that may list
 * logs (SPEC §2, §6). Views cannot be saved in this version yet, so the list is empty.
 */
export function SavedViewsSection({ context, label }: SavedViewsSectionProps) {
  const [search, setSearch] = useState('');
  if (!canListSavedViews(context)) return null;
  const headingId = 'sidebar-section-views';
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
      <p className="px-2 text-xs text-muted-foreground">
        {search.trim() ? 'No views match your search' : 'No saved views yet'}
      </p>
    </section>
  );
}
