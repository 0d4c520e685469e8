import type { Evaluator, RunEvaluatorResponse } from '@lookout/domain';
import {
  type FilterBar as FilterBarValue,
  serializeFilterBar,
  validateFilterBar,
} from '@lookout/filters';
import { Alert, Button, Modal } from '@lookout/ui';
import { useState } from 'react';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { errorMessage } from '../../../lib/api-errors';
import { useRunEvaluator } from '../api/evaluator-mutations';
import { JobProgressView } from './job-progress-view';

/**
 * Grades the project's existing runs that match a filter with one evaluator, as a background
 * job, and follows it until it ends (it goes on if the dialog is closed).
 */
export function RunEvaluatorDialog({
  evaluator,
  onClose,
}: {
  evaluator: Evaluator;
  onClose: () => void;
}) {
  const [bar, setBar] = useState<FilterBarValue>({ operator: 'AND', filters: [] });
  const [started, setStarted] = useState<RunEvaluatorResponse | null>(null);
  const run = useRunEvaluator();
  const problem = validateFilterBar(bar, { context: 'logs' })[0]?.message;
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Run "${evaluator.name}" on existing logs`}
      description="Grades the runs of this project that match the filters, up to 10,000 of them, in the background."
      size="xl"
    >
      <div className="flex flex-col gap-4">
        {started ? (
          <JobProgressView queued={started.queued} jobs={started.jobs} />
        ) : (
          <>
            <FilterBar bar={bar} onChange={setBar} label="Runs to grade" />
            <p className="text-xs text-muted-foreground">
              {bar.filters.length === 0 ? 'No filter: every LLM call is graded.' : null}
            </p>
            {problem ? <p className="text-xs text-danger-ink">{problem}</p> : null}
            {run.error ? (
              <Alert variant="danger" title="Could not start">
                {errorMessage(run.error)}
              </Alert>
            ) : null}
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {started ? 'Close' : 'Cancel'}
          </Button>
          {started ? null : (
            <Button
              loading={run.isPending}
              disabled={Boolean(problem)}
              onClick={() =>
                run.mutate(
                  { id: evaluator.id, filters: serializeFilterBar(bar) },
                  { onSuccess: setStarted },
                )
              }
            >
              Start grading
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
