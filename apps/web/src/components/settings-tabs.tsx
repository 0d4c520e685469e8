import { cn } from '@lookout/ui';
import { NavLink } from 'react-router';

/** The settings area's pages, as tabs under the page heading. */
export function SettingsTabs({ showAuditLogs }: { showAuditLogs: boolean }) {
  const tabs = [
    { to: '/settings', label: 'General', end: true },
    ...(showAuditLogs ? [{ to: '/settings/audit-logs', label: 'Audit logs', end: false }] : []),
  ];
  return (
    <nav aria-label="Settings" className="flex gap-1 border-b border-border">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          end={tab.end}
          className={({ isActive }) =>
            cn(
              '-mb-px rounded-t-md border-b-2 px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring',
              isActive
                ? 'border-primary text-foreground'
                : 'border-transparent text-muted-foreground hover:text-foreground',
            )
          }
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
