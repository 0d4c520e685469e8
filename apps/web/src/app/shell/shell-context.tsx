import type { Org, Project, User } from '@lookout/domain';
import type { GatingContext } from '@lookout/rbac';
import { createContext, useContext } from 'react';

/** What every signed-in page may rely on once the shell has loaded it. */
export interface ShellData {
  user: User;
  org: Org;
  projects: Project[];
  /** The selected project (always one of `projects`). */
  project: Project;
  context: GatingContext;
}

export const ShellContext = createContext<ShellData | null>(null);

/** The loaded user, org and project; only inside the signed-in shell. */
export function useShell(): ShellData {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside the app shell');
  return shell;
}
