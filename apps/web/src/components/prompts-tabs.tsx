import { cn } from '@lookout/ui';
import { NavLink } from 'react-router';

const tabs = [
  { to: '/prompts', label: 'Templates', end: true },
  { to: '/prompts/endpoints', label: 'Custom endpoints', end: true },
] as const;

/** The prompts area's pages: the templates and the custom-endpoint playground. */
export function PromptsTabs() {
  return (
    <nav aria-label="Prompts" className="flex gap-1 border-b border-border">
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
