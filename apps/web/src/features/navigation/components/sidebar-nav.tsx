import { type GatingContext, sidebarEntries, sidebarSections } from '@lookout/rbac';
import { Badge, cn, NamedIcon } from '@lookout/ui';
import { Fragment, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { appIcons } from '../../../components/app-icons';
import { isLinkActive } from '../../../lib/is-link-active';
import { linkKeepingTimeRange } from '../../../lib/keep-time-range';

interface SidebarNavProps {
  context: GatingContext;
  /**
   * Renders the Views section in its place among the sections, given the section's label; the
   * app passes the saved views list here (features do not import each other).
   */
  renderViewsSection?: (label: string | null) => ReactNode;
}

/**
 * The sidebar's destinations by section, only those this user may see (SPEC §2, §6); the Views
 * section is whatever `renderViewsSection` renders.
 */
export function SidebarNav({ context, renderViewsSection }: SidebarNavProps) {
  const location = useLocation();
  const entries = sidebarEntries(context).filter((entry) => entry.visible);

  return (
    <nav aria-label="Main" className="flex flex-col gap-3">
      {sidebarSections.map((section) => {
        if (section.id === 'views') {
          return <Fragment key={section.id}>{renderViewsSection?.(section.label)}</Fragment>;
        }
        const inSection = entries.filter((entry) => entry.section === section.id);
        if (inSection.length === 0) return null;
        const headingId = `sidebar-section-${section.id}`;
        return (
          <div key={section.id} className="flex flex-col gap-0.5">
            {section.label ? (
              <h2
                id={headingId}
                className="px-2 pb-1 text-[11px] font-semibold uppercase tracking-wide text-muted-foreground"
              >
                {section.label}
              </h2>
            ) : null}
            <ul
              aria-labelledby={section.label ? headingId : undefined}
              className="flex flex-col gap-0.5"
            >
              {inSection.map((entry) => {
                const active = isLinkActive(entry, location.pathname, location.search);
                return (
                  <li key={entry.id}>
                    <Link
                      to={linkKeepingTimeRange(entry.link, location.pathname, location.search)}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'flex items-center gap-2 rounded-md px-2 py-1 text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-ring',
                        active
                          ? 'bg-primary/10 font-medium text-primary-ink'
                          : 'text-foreground/80 hover:bg-muted hover:text-foreground',
                      )}
                    >
                      <NamedIcon
                        name={entry.icon}
                        icons={appIcons}
                        className={cn('size-4 shrink-0', !active && 'text-muted-foreground')}
                        aria-hidden
                      />
                      <span className="min-w-0 flex-1 truncate">{entry.label}</span>
                      {entry.badge === 'Alpha' ? <Badge variant="alpha" /> : null}
                      {entry.badge === 'Beta' ? <Badge variant="beta" /> : null}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
