import type { Project } from '@lookout/domain';

/**
 * The projects whose name contains `search`, ignoring case and surrounding spaces (SPEC §5).
 *
 * @example filterProjects(projects, 'CHAT') // [{ name: 'Chatbot' }]
 */
export function filterProjects<P extends Pick<Project, 'name'>>(
  projects: readonly P[],
  search: string,
): P[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...projects];
  return projects.filter((project) => project.name.toLocaleLowerCase().includes(needle));
}

/**
 * The name of a new project: 'Project #N', N being the project count plus one (SPEC §4).
 *
 * @example newProjectName(2) // 'Project #3'
 */
export function newProjectName(projectCount: number): string {
  return `Project #${projectCount + 1}`;
}

/** Detail pages that belong to one project; switching project leaves them for their list. */
const projectDetailAreas = ['/dashboards', '/prompts'] as const;

/**
 * Where to go after switching project from `pathname`: a dashboard or prompt of the old project
 * means nothing in the new one, so its list page; anywhere else, stay (undefined).
 *
 * @example pathAfterProjectSwitch('/prompts/42') // '/prompts'
 * @example pathAfterProjectSwitch('/logs') // undefined
 */
export function pathAfterProjectSwitch(pathname: string): string | undefined {
  return projectDetailAreas.find((area) => pathname.startsWith(`${area}/`));
}
