import type { Project } from '@lookout/domain';
import { Button } from '@lookout/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notifications } from '../../../lib/notifications';
import { projectsQueryOptions } from '../../../lib/projects';
import { useProjectStore } from '../../../stores/project-store';
import { useDeleteProject } from '../api/delete-project';
import { SettingsSection } from './settings-section';

/**
 * Deletes the project after a confirmation, then selects the first remaining one (SPEC §4).
 * The server refuses to delete an org's last project and says why.
 */
export function DeleteProjectCard({ project }: { project: Project }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteProject();
  const queryClient = useQueryClient();
  const setProjectId = useProjectStore((state) => state.setProjectId);

  function confirm() {
    remove.mutate(project.id, {
      onSuccess: (deleted) => {
        setConfirming(false);
        if (!deleted) return;
        const remaining = (queryClient.getQueryData(projectsQueryOptions.queryKey) ?? []).filter(
          (other) => other.id !== project.id,
        );
        queryClient.setQueryData(projectsQueryOptions.queryKey, remaining);
        setProjectId(remaining[0]?.id ?? null);
        notifications.show({ message: `${project.name} was deleted`, color: 'green' });
      },
    });
  }

  return (
    <SettingsSection
      title="Delete project"
      tone="danger"
      description="Deletes the project with all its logs, prompts, datasets and keys. This cannot be undone."
    >
      <Button variant="danger" className="w-fit" onClick={() => setConfirming(true)}>
        Delete {project.name}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete ${project.name}?`}
        confirmLabel="Delete project"
        onConfirm={confirm}
        pending={remove.isPending}
      >
        Everything in this project is deleted for good: its logs, prompts, datasets, dashboards and
        API keys. Apps still sending data with its keys will be refused.
      </ConfirmDialog>
    </SettingsSection>
  );
}
