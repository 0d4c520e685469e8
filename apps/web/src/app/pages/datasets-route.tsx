import { Navigate, useParams } from 'react-router';
import { DatasetPage } from '../../features/datasets/components/dataset-page';
import { DatasetsPage } from '../../features/datasets/components/datasets-page';
import { DatasetV1Page } from '../../features/datasets/components/v1/dataset-v1-page';
import { DatasetsV1Page } from '../../features/datasets/components/v1/datasets-v1-page';
import { useShell } from '../shell/shell-context';

// The datasets area (loaded with its route, see router.tsx): v2 for orgs with the
// datasetV2Enabled flag, v1 otherwise; each address sends the other kind of org to its own.

/** `/datasets/v2`. */
export function DatasetsV2Route() {
  const { org, project, context } = useShell();
  if (!org.datasetV2Enabled) return <Navigate to="/datasets" replace />;
  return <DatasetsPage key={project.id} projectId={project.id} memberRole={context.role} />;
}

/** `/datasets/v2/{id}` (`new` is the create state). */
export function DatasetV2Route() {
  const { org, project, context } = useShell();
  if (!org.datasetV2Enabled) return <Navigate to="/datasets" replace />;
  return <DatasetPage key={project.id} projectId={project.id} memberRole={context.role} />;
}

/** `/datasets`. */
export function DatasetsV1Route() {
  const { org, project, context } = useShell();
  if (org.datasetV2Enabled) return <Navigate to="/datasets/v2" replace />;
  return <DatasetsV1Page key={project.id} projectId={project.id} memberRole={context.role} />;
}

/** `/datasets/{id}`. */
export function DatasetV1Route() {
  const { org, project, context } = useShell();
  const { datasetId = '' } = useParams();
  if (org.datasetV2Enabled) return <Navigate to={`/datasets/v2/${datasetId}`} replace />;
  return <DatasetV1Page key={project.id} projectId={project.id} memberRole={context.role} />;
}
