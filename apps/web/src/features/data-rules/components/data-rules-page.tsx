import { planLimitFeature } from '@lookout/client';
import { formatRelativeTime, type Rule } from '@lookout/domain';
import { type GatingContext, hasPlanFeature } from '@lookout/rbac';
import {
  Badge,
  Button,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@lookout/ui';
import { IconFilterOff, IconMask, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { WriteControls } from '../../../components/write-controls';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useWritePermission } from '../../../lib/write-permission';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { useCreateRule, useDeleteRule, useRules } from '../api/data-rules-queries';
import { draftSettings, type RuleDraft, ruleSummary } from '../rule-draft';
import { RuleEditor } from './rule-editor';
import { RuleFilterChips } from './rule-filter-chips';

interface DataRulesPageProps {
  projectId: string;
  context: GatingContext;
}

/** /data-rules: the project's masking and filtering rules, applied to runs as they arrive. */
export function DataRulesPage({ projectId, context }: DataRulesPageProps) {
  const rules = useRules(projectId);
  const create = useCreateRule(projectId);
  const remove = useDeleteRule(projectId);
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  const [adding, setAdding] = useState<RuleDraft['type'] | null>(null);
  const [deleting, setDeleting] = useState<Rule | null>(null);
  const edit = useWritePermission(context.role, 'settings', 'update');
  const maskingNeedsUpgrade = !hasPlanFeature(context, 'pii-masking');

  function startAdding(type: RuleDraft['type']) {
    if (type === 'masking' && maskingNeedsUpgrade) {
      showUpgrade('pii-masking');
      return;
    }
    create.reset();
    setAdding(type);
  }

  function save(draft: RuleDraft) {
    const { settings } = draftSettings(draft);
    if (!settings) return;
    create.mutate(settings, {
      onSuccess: () => {
        setAdding(null);
        notifications.show({
          title: 'Rule saved',
          message: 'It applies to runs that arrive from now on.',
          color: 'green',
        });
      },
      onError: (error) => {
        const feature = planLimitFeature(error);
        if (feature) showUpgrade(feature);
      },
    });
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title="Data Rules"
        description="Masking and filtering applied to runs as they arrive, before anything is stored."
        actions={
          adding === null ? (
            <WriteControls permission={edit}>
              <div className="flex gap-2">
                <Button onClick={() => startAdding('masking')}>
                  <IconMask className="size-4" aria-hidden />
                  Add masking rule
                  {maskingNeedsUpgrade ? <Badge variant="secondary">Enterprise</Badge> : null}
                </Button>
                <Button variant="outline" onClick={() => startAdding('filtering')}>
                  <IconFilterOff className="size-4" aria-hidden />
                  Add filtering rule
                </Button>
              </div>
            </WriteControls>
          ) : null
        }
      />
      {adding ? (
        <RuleEditor
          key={adding}
          projectId={projectId}
          type={adding}
          saving={create.isPending}
          saveError={create.error ? errorMessage(create.error) : null}
          onSave={save}
          onCancel={() => setAdding(null)}
        />
      ) : null}
      {rules.isPending ? <CenteredSpinner label="Loading the rules" /> : null}
      {rules.isError ? (
        <ErrorState
          title="Could not load the rules"
          message={errorMessage(rules.error)}
          onRetry={() => rules.refetch()}
        />
      ) : null}
      {rules.isSuccess && rules.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          No rules yet: runs are stored as they arrive.
          {edit.allowed
            ? ' Add a masking rule to hide personal data, or a filtering rule to keep inputs or outputs out.'
            : ''}
        </p>
      ) : null}
      {rules.isSuccess && rules.data.length > 0 ? (
        <Table aria-label="Rules">
          <TableHeader>
            <TableRow>
              <TableHead>Type</TableHead>
              <TableHead>What it does</TableHead>
              <TableHead>Applies to</TableHead>
              <TableHead>Added</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rules.data.map((rule) => (
              <TableRow key={rule.id}>
                <TableCell>
                  <Badge variant={rule.type === 'masking' ? 'warning' : 'secondary'}>
                    {rule.type === 'masking' ? 'Masking' : 'Filtering'}
                  </Badge>
                </TableCell>
                <TableCell>
                  <div className="flex flex-col gap-1">
                    <span>{ruleSummary(rule)}</span>
                    {rule.type === 'masking' && rule.piiKinds.includes('regex') ? (
                      <span className="flex flex-wrap gap-1">
                        {rule.customRegexes.map((source) => (
                          <code key={source} className="rounded bg-muted px-1 font-mono text-xs">
                            {source}
                          </code>
                        ))}
                      </span>
                    ) : null}
                  </div>
                </TableCell>
                <TableCell>
                  {rule.type === 'filtering' ? (
                    <RuleFilterChips filters={rule.filters} />
                  ) : (
                    <span className="text-muted-foreground">Every run</span>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatRelativeTime(rule.createdAt)}
                </TableCell>
                <TableCell className="text-right">
                  <WriteControls permission={edit}>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={`Delete rule: ${ruleSummary(rule)}`}
                      onClick={() => {
                        remove.reset();
                        setDeleting(rule);
                      }}
                    >
                      <IconTrash className="size-4" aria-hidden />
                    </Button>
                  </WriteControls>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this rule?"
        confirmLabel="Delete rule"
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() =>
          deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })
        }
      >
        {deleting
          ? `${ruleSummary(deleting)}. Runs that arrive after this are stored without it; runs already stored stay as they are.`
          : null}
      </ConfirmDialog>
    </div>
  );
}
