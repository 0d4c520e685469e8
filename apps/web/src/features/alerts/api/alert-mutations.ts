import { createAlert, deleteAlert, testAlert, updateAlert } from '@lookout/client';
import type { CreateAlertBody, UpdateAlertBody } from '@lookout/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { alertsKey } from './alerts-queries';

function useRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: alertsKey(projectId) });
}

/** `POST /v1/alerts`: answers the webhook secret once. Errors stay in the dialog (silent). */
export function useCreateAlert(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (body: CreateAlertBody) => createAlert(apiClient, body, { silent: true }),
    onSuccess: refresh,
  });
}

/** `PATCH /v1/alerts/{id}`. */
export function useUpdateAlert(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAlertBody }) =>
      updateAlert(apiClient, id, body, { silent: true }),
    onSuccess: refresh,
  });
}

/** `DELETE /v1/alerts/{id}`: its history goes with it. */
export function useDeleteAlert(projectId: string) {
  const refresh = useRefresh(projectId);
  return useMutation({
    mutationFn: (id: string) => deleteAlert(apiClient, id, { silent: true }),
    onSuccess: refresh,
  });
}

/** `POST /v1/alerts/{id}/test`: what each channel did. */
export function useTestAlert() {
  return useMutation({
    mutationFn: (id: string) => testAlert(apiClient, id, { silent: true }),
  });
}
