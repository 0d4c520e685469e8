import { useParams } from 'react-router';
import { ChecklistPage } from '../../features/checklists/components/checklist-page';
import { ChecklistsPage } from '../../features/checklists/components/checklists-page';
import { useShell } from '../shell/shell-context';

/** `/checklists`: the project's checklists (loaded with its route, see router.tsx). */
export function ChecklistsRoute() {
  const { project, context } = useShell();
  return <ChecklistsPage key={project.id} projectId={project.id} memberRole={context.role} />;
}

/** `/checklists/new` and `/checklists/{id}`. */
export function ChecklistRoute() {
  const { project, context } = useShell();
  const { checklistId = 'new' } = useParams();
  return (
    <ChecklistPage
      key={`${project.id}-${checklistId}`}
      projectId={project.id}
      memberRole={context.role}
      checklistId={checklistId}
    />
  );
}
