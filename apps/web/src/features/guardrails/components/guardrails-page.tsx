import { formatRelativeTime, type GuardrailPolicy, type Role } from '@lookout/domain';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@lookout/ui';
import { IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { CodeBlock } from '../../../components/code-block';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { WriteControls } from '../../../components/write-controls';
import { errorMessage } from '../../../lib/api-errors';
import { useWritePermission } from '../../../lib/write-permission';
import {
  useDeleteGuardrailPolicy,
  useGuardrailPolicies,
  useSaveGuardrailPolicy,
} from '../api/guardrails-queries';
import { guardrailSnippets } from '../guardrail-snippets';
import { bodyOf, checkSummary, draftOf } from '../policy-form';
import { DecisionsChart } from './decisions-chart';
import { PolicyDialog } from './policy-dialog';
import { TryItCard } from './try-it-card';

interface GuardrailsPageProps {
  projectId: string;
  memberRole: Role;
  /** Where the API is served, for the snippets (the page's own origin). */
  origin: string;
}

const appliesToLabels = { input: 'Input', output: 'Output', both: 'Input and output' } as const;

/**
 * /guardrails (Alpha): the project's policies, a box to try one, the decisions
 * chart and how to call the check API with the project's private key.
 */
export function GuardrailsPage({ projectId, memberRole, origin }: GuardrailsPageProps) {
  const policies = useGuardrailPolicies(projectId);
  const save = useSaveGuardrailPolicy(projectId);
  const remove = useDeleteGuardrailPolicy(projectId);
  const [editing, setEditing] = useState<GuardrailPolicy | 'new' | null>(null);
  const [deleting, setDeleting] = useState<GuardrailPolicy | null>(null);
  const change = useWritePermission(memberRole, 'settings', 'update');
  const canChange = change.permitted;

  function closeEditor() {
    setEditing(null);
    save.reset();
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title="Guardrails"
        description="Policies your application checks inputs and outputs against, before and after the model call."
        actions={
          canChange ? (
            <Button onClick={() => setEditing('new')} {...change.controlProps}>
              <IconPlus className="size-4" aria-hidden />
              New policy
            </Button>
          ) : null
        }
      />
      {policies.isPending ? <CenteredSpinner label="Loading guardrail policies" /> : null}
      {policies.isError ? (
        <ErrorState
          title="Could not load the guardrail policies"
          message={errorMessage(policies.error)}
          onRetry={() => policies.refetch()}
        />
      ) : null}
      {policies.isSuccess && policies.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          {change.allowed
            ? 'No policies yet. Create one: the first becomes the default that the check API applies.'
            : 'No policies yet.'}
        </p>
      ) : null}
      {policies.isSuccess && policies.data.length > 0 ? (
        <Table aria-label="Guardrail policies">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Applies to</TableHead>
              <TableHead>Checks</TableHead>
              <TableHead>Updated</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {policies.data.map((policy) => (
              <TableRow key={policy.id}>
                <TableCell>
                  <span className="flex items-center gap-2 font-medium">
                    {policy.name}
                    {policy.isDefault ? <Badge variant="secondary">Default</Badge> : null}
                  </span>
                  <code className="text-xs text-muted-foreground">{policy.id}</code>
                </TableCell>
                <TableCell>{appliesToLabels[policy.appliesTo]}</TableCell>
                <TableCell>
                  <span className="flex flex-wrap gap-1">
                    {checkSummary(policy).map((label) => (
                      <Badge key={label} variant="outline">
                        {label}
                      </Badge>
                    ))}
                  </span>
                </TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatRelativeTime(policy.updatedAt)}
                </TableCell>
                <TableCell className="whitespace-nowrap text-right">
                  <WriteControls permission={change}>
                    {policy.isDefault ? null : (
                      <Button
                        variant="ghost"
                        size="sm"
                        disabled={save.isPending}
                        onClick={() =>
                          save.mutate({
                            id: policy.id,
                            body: { ...bodyOf(draftOf(policy)), isDefault: true },
                          })
                        }
                      >
                        <IconStar className="size-4" aria-hidden />
                        Set default
                      </Button>
                    )}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Edit ${policy.name}`}
                      onClick={() => setEditing(policy)}
                    >
                      <IconPencil className="size-4" aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${policy.name}`}
                      onClick={() => setDeleting(policy)}
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
      <div className="grid gap-4 lg:grid-cols-2">
        {policies.isSuccess && policies.data.length > 0 ? (
          <TryItCard policies={policies.data} />
        ) : null}
        <DecisionsChart projectId={projectId} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Call the check API</CardTitle>
          <CardDescription>
            From your server, with the project's private key (Settings → API keys); never from a
            browser. Send input before the model call, output after it, and the run id to record the
            decision on the run. Texts longer than 100,000 characters are refused with 413.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          {guardrailSnippets(origin).map((snippet) => (
            <CodeBlock key={snippet.caption} caption={snippet.caption} code={snippet.code} />
          ))}
        </CardContent>
      </Card>
      {editing ? (
        <PolicyDialog
          policy={editing === 'new' ? null : editing}
          onOpenChange={(open) => !open && closeEditor()}
          pending={save.isPending}
          error={save.error ? errorMessage(save.error) : null}
          onSubmit={(body) =>
            save.mutate(
              { id: editing === 'new' ? null : editing.id, body },
              { onSuccess: () => closeEditor() },
            )
          }
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) {
              setDeleting(null);
              remove.reset();
            }
          }}
          title="Delete guardrail policy"
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        >
          {deleting.isDefault
            ? `"${deleting.name}" is the default: checks that name no policy will answer 404 until another policy is made the default.`
            : `"${deleting.name}" will be deleted; checks that name it will answer 404.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
