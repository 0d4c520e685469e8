import { planLimitFeature } from '@lookout/client';
import { layoutSizes } from '@lookout/domain';
import {
  canSeeBillingItem,
  canSeeSettingsButton,
  canSeeTeamItem,
  type GatingContext,
  showUnlockAllFeatures,
} from '@lookout/rbac';
import { cn, Input, Popover, PopoverContent, PopoverTrigger } from '@lookout/ui';
import {
  IconCheck,
  IconCreditCard,
  IconPlus,
  IconSelector,
  IconSettings,
  IconSparkles,
  IconUsers,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { trackEvent } from '../../../lib/analytics';
import { useProjects, useSelectedProject } from '../../../lib/projects';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { useProjectStore } from '../../../stores/project-store';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { useCreateProject } from '../api/create-project';
import { filterProjects, newProjectName, pathAfterProjectSwitch } from '../project-selection';

const itemClasses =
  'flex w-full items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm outline-none hover:bg-muted focus-visible:bg-muted focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-muted-foreground';

/**
 * The project menu at the top of the sidebar: search and switch projects, create one, and reach
 * settings, billing, team and the upgrade offer (SPEC §2, §4, §5).
 */
export function ProjectSelector({
  context,
  canCreateProject,
}: {
  context: GatingContext;
  /** The role may create projects (projects:create). */
  canCreateProject: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const projects = useProjects();
  const selected = useSelectedProject();
  const setProjectId = useProjectStore((state) => state.setProjectId);
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  const createProject = useCreateProject();
  const navigate = useNavigate();
  const location = useLocation();
  const narrow = useNarrowScreen();

  const all = projects.data ?? [];
  const shown = filterProjects(all, search);

  function close() {
    setOpen(false);
    setSearch('');
  }

  function select(projectId: string) {
    close();
    if (projectId === selected?.id) return;
    setProjectId(projectId);
    const target = pathAfterProjectSwitch(location.pathname);
    if (target) navigate(target);
  }

  function create() {
    createProject.mutate(newProjectName(all.length), {
      onSuccess: (project) => {
        trackEvent('Create Project');
        setProjectId(project.id);
        close();
        navigate('/settings');
      },
      onError: (error) => {
        const feature = planLimitFeature(error);
        close();
        if (feature) {
          showUpgrade(feature);
          return;
        }
        // SPEC §8: only logged here; the API client already showed the server's error.
        console.error('Could not create the project', error);
      },
    });
  }

  function go(path: string) {
    close();
    navigate(path);
  }

  return (
    <Popover open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
      <PopoverTrigger
        className="flex w-full items-center gap-2 rounded-md border border-border bg-background px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        aria-label={`Project: ${selected?.name ?? 'none'}. Open the project menu`}
      >
        {/* The initial is generated content: the button's visible text stays within its name. */}
        <span
          aria-hidden
          data-initial={(selected?.name ?? '?').slice(0, 1).toUpperCase()}
          className="flex size-6 shrink-0 items-center justify-center rounded bg-primary text-xs font-semibold text-primary-foreground before:content-[attr(data-initial)]"
        />
        <span className="min-w-0 flex-1 truncate font-medium">
          {selected?.name ?? 'No project'}
        </span>
        <IconSelector className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="flex max-w-[calc(100vw-1rem)] flex-col gap-1 p-2"
        // On a phone the menu stays within the drawer, as wide as the button that opened it.
        style={{
          width: narrow ? 'var(--radix-popover-trigger-width)' : layoutSizes.projectDropdownWidth,
        }}
      >
        <Input
          aria-label="Search projects"
          placeholder="Search projects"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          autoFocus
        />
        <ul aria-label="Projects" className="flex max-h-64 flex-col overflow-y-auto py-1">
          {shown.map((project) => (
            <li key={project.id}>
              <button
                type="button"
                className={itemClasses}
                aria-current={project.id === selected?.id ? 'true' : undefined}
                onClick={() => select(project.id)}
              >
                <span className="min-w-0 flex-1 truncate" title={project.name}>
                  {project.name}
                </span>
                {project.id === selected?.id ? (
                  <IconCheck className="text-primary!" aria-label="Selected" />
                ) : null}
              </button>
            </li>
          ))}
          {shown.length === 0 ? (
            <li className="px-2 py-1.5 text-sm text-muted-foreground">No projects found</li>
          ) : null}
        </ul>
        {canCreateProject ? (
          <button
            type="button"
            className={itemClasses}
            onClick={create}
            disabled={createProject.isPending}
            aria-busy={createProject.isPending || undefined}
          >
            <IconPlus aria-hidden />
            {createProject.isPending ? 'Creating project…' : 'New project'}
          </button>
        ) : null}
        <MenuSection>
          {canSeeSettingsButton(context) ? (
            <button type="button" className={itemClasses} onClick={() => go('/settings')}>
              <IconSettings aria-hidden />
              Settings
            </button>
          ) : null}
          {canSeeBillingItem(context) ? (
            <button type="button" className={itemClasses} onClick={() => go('/billing')}>
              <IconCreditCard aria-hidden />
              Usage & Billing
            </button>
          ) : null}
          {canSeeTeamItem(context) ? (
            <button type="button" className={itemClasses} onClick={() => go('/team')}>
              <IconUsers aria-hidden />
              Team
            </button>
          ) : null}
          {showUnlockAllFeatures(context) ? (
            <button
              type="button"
              className={cn(itemClasses, 'font-medium text-primary-ink [&_svg]:text-primary')}
              onClick={() => {
                close();
                showUpgrade();
              }}
            >
              <IconSparkles aria-hidden />
              Unlock all features
            </button>
          ) : null}
        </MenuSection>
      </PopoverContent>
    </Popover>
  );
}

/** A group of menu entries under a separator; nothing when it has no entries. */
function MenuSection({ children }: { children: ReactNode[] }) {
  if (!children.some(Boolean)) return null;
  return <div className="flex flex-col border-t border-border pt-1">{children}</div>;
}
