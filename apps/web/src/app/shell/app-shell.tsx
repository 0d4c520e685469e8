import { Button } from '@lookout/ui';
import { useMemo } from 'react';
import { CenteredSpinner } from '../../components/centered-spinner';
import { ErrorState } from '../../components/error-state';
import { errorMessage } from '../../lib/api-errors';
import { useCurrentOrg } from '../../lib/current-org';
import { useCurrentUser } from '../../lib/current-user';
import { gatingContextOf } from '../../lib/gating';
import { useProjects } from '../../lib/projects';
import { signOut } from '../../lib/sign-out';
import { useEdition } from '../../lib/version';
import { ReadOnlyProvider } from '../../lib/write-permission';
import { ShellContext, type ShellData } from './shell-context';
import { ShellFrame } from './shell-frame';
import { useLicenseCheck } from './use-license-check';
import { useProjectSelection } from './use-project-selection';
import { useVerifiedParam } from './use-verified-param';

/**
 * The signed-in app: loads the user, the org and the projects (a centred spinner until all are
 * there and a project is selected), then shows the sidebar, banners and the page.
 */
export function AppShell() {
  const user = useCurrentUser();
  const org = useCurrentOrg();
  const projects = useProjects();
  const project = useProjectSelection(projects.data);
  const verifying = useVerifiedParam(user.isSuccess);
  const edition = useEdition();
  useLicenseCheck(org.data, edition ?? 'self-hosted');

  const shell = useMemo<ShellData | null>(() => {
    if (!user.data || !org.data || !projects.data || !project || !edition) return null;
    return {
      user: user.data,
      org: org.data,
      projects: projects.data,
      project,
      context: gatingContextOf(user.data, org.data, edition),
    };
  }, [user.data, org.data, projects.data, project, edition]);

  const failed = [user, org, projects].find((query) => query.isError && !query.data);
  if (failed) {
    return (
      <div className="flex h-full items-center justify-center p-6">
        <div className="flex w-full max-w-md flex-col gap-3">
          <ErrorState
            title="Lookout could not load your workspace"
            message={errorMessage(failed.error)}
            onRetry={() => {
              void user.refetch();
              void org.refetch();
              void projects.refetch();
            }}
          />
          <Button variant="ghost" className="self-center" onClick={() => signOut()}>
            Sign out
          </Button>
        </div>
      </div>
    );
  }

  if (projects.data && projects.data.length === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <h1 className="text-lg font-semibold">No project to open</h1>
        <p className="max-w-md text-sm text-muted-foreground">
          You do not have access to any project of your organization yet. Ask an org owner or admin
          to give you access.
        </p>
        <Button variant="outline" onClick={() => signOut()}>
          Sign out
        </Button>
      </div>
    );
  }

  if (!shell || verifying) return <CenteredSpinner label="Loading your workspace" />;

  return (
    <ShellContext.Provider value={shell}>
      <ReadOnlyProvider
        org={shell.org}
        accountId={shell.user.id}
        edition={shell.context.edition}
        projectId={shell.project.id}
      >
        <ShellFrame shell={shell} />
      </ReadOnlyProvider>
    </ShellContext.Provider>
  );
}
