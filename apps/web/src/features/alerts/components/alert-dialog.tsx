import type { Alert as AlertEntity, CreateAlertBody } from '@lookout/domain';
import {
  Alert,
  Button,
  Label,
  Modal,
  SegmentedControl,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  Switch,
} from '@lookout/ui';
import { useState } from 'react';
import { TextField } from '../../../components/text-field';
import {
  type AlertFormValues,
  alertBody,
  formValues,
  metricChoices,
  thresholdUnit,
} from '../alert-form';
import { useEvaluatorChoices } from '../api/alerts-queries';

interface AlertDialogProps {
  projectId: string;
  /** The alert being edited; a new one when absent. */
  alert?: AlertEntity | undefined;
  onOpenChange: (open: boolean) => void;
  onSubmit: (body: CreateAlertBody) => void;
  pending: boolean;
  error: string | null;
}

const windowChoices = [
  { value: '5', label: '5 min' },
  { value: '15', label: '15 min' },
  { value: '60', label: '1 hour' },
  { value: '360', label: '6 hours' },
  { value: '1440', label: '1 day' },
];

/** Creates or edits an alert: what it watches, its window and threshold, and its channels. */
export function AlertDialog({
  projectId,
  alert,
  onOpenChange,
  onSubmit,
  pending,
  error,
}: AlertDialogProps) {
  const [values, setValues] = useState<AlertFormValues>(() => formValues(alert));
  const [touched, setTouched] = useState(false);
  const set = <K extends keyof AlertFormValues>(key: K, value: AlertFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const checked = alertBody(values);
  const problem = (field: string) =>
    touched ? (checked.problems?.[field] ?? undefined) : undefined;
  const needsEvaluator = values.metric === 'evaluator_failure_rate';
  const evaluators = useEvaluatorChoices(projectId, needsEvaluator);
  const knownWindow = windowChoices.some((choice) => choice.value === values.windowMinutes);

  return (
    <Modal
      open
      size="lg"
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={alert ? `Edit ${alert.name}` : 'New alert'}
    >
      <form
        className="flex max-h-[70vh] flex-col gap-3 overflow-y-auto px-1"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (checked.body) onSubmit(checked.body);
        }}
      >
        <TextField
          label="Name"
          value={values.name}
          autoFocus
          maxLength={100}
          placeholder="Error rate of the support bot"
          error={problem('name')}
          onChange={(event) => set('name', event.target.value)}
        />
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="alert-metric">Metric</Label>
            <Select
              value={values.metric}
              onValueChange={(metric) => set('metric', metric as AlertFormValues['metric'])}
            >
              <SelectTrigger id="alert-metric" aria-label="Metric">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {metricChoices.map((choice) => (
                  <SelectItem key={choice.value} value={choice.value}>
                    {choice.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {needsEvaluator ? (
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="alert-evaluator">Evaluator</Label>
              <Select value={values.evaluatorId} onValueChange={(id) => set('evaluatorId', id)}>
                <SelectTrigger id="alert-evaluator" aria-label="Evaluator">
                  <SelectValue
                    placeholder={evaluators.isPending ? 'Loading evaluators…' : 'Pick an evaluator'}
                  />
                </SelectTrigger>
                <SelectContent>
                  {(evaluators.data ?? []).map((evaluator) => (
                    <SelectItem key={evaluator.id} value={evaluator.id}>
                      {evaluator.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              {problem('evaluatorId') ? (
                <p className="text-xs text-danger-ink">{problem('evaluatorId')}</p>
              ) : null}
            </div>
          ) : null}
        </div>
        <TextField
          label="Filter"
          value={values.filters}
          placeholder="models=gpt-4o&tags=support"
          hint="A logs filter narrowing the runs watched (copy it from the logs page's address). Empty: every LLM call."
          className="font-mono"
          error={problem('filters')}
          onChange={(event) => set('filters', event.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <Label>Window</Label>
          <SegmentedControl
            aria-label="Window"
            value={knownWindow ? values.windowMinutes : '5'}
            onChange={(value) => set('windowMinutes', value)}
            data={windowChoices}
          />
          {problem('windowMinutes') ? (
            <p className="text-xs text-danger-ink">{problem('windowMinutes')}</p>
          ) : null}
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <Label>Fires when the metric is</Label>
            <SegmentedControl
              aria-label="Comparison"
              value={values.comparison}
              onChange={(value) => set('comparison', value)}
              data={[
                { value: 'above', label: 'Above' },
                { value: 'below', label: 'Below' },
              ]}
            />
          </div>
          <TextField
            label={`Threshold (${thresholdUnit(values.metric)})`}
            type="number"
            min={0}
            step="any"
            value={values.threshold}
            error={problem('threshold')}
            onChange={(event) => set('threshold', event.target.value)}
          />
        </div>
        <TextField
          label="Email recipients"
          value={values.emails}
          placeholder="ada@example.com, bob@example.com"
          hint="Members of the organization, separated by commas."
          error={problem('emails')}
          onChange={(event) => set('emails', event.target.value)}
        />
        <div className="grid grid-cols-[1fr_auto] items-start gap-3">
          <TextField
            label="Webhook URL"
            value={values.webhookUrl}
            placeholder="https://hooks.example.com/lookout"
            hint="https (http only to localhost). Signed with a secret shown once, when saved."
            error={problem('webhook')}
            onChange={(event) => set('webhookUrl', event.target.value)}
          />
          <div className="flex flex-col gap-1.5">
            <Label>Payload</Label>
            <SegmentedControl
              aria-label="Payload"
              value={values.webhookFormat}
              onChange={(value) => set('webhookFormat', value)}
              data={[
                { value: 'json', label: 'JSON' },
                { value: 'slack', label: 'Slack' },
              ]}
            />
          </div>
        </div>
        <div className="flex items-center gap-2">
          <Switch
            id="alert-enabled"
            checked={values.enabled}
            onCheckedChange={(enabled) => set('enabled', enabled)}
          />
          <Label htmlFor="alert-enabled">Enabled</Label>
        </div>
        {error ? (
          <Alert variant="danger" title="That did not work">
            {error}
          </Alert>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            onClick={() => onOpenChange(false)}
            disabled={pending}
          >
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {alert ? 'Save alert' : 'Create alert'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
