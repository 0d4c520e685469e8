import { formatRelativeTime, type Role, type TemplateWithVersions } from '@lookout/domain';
import {
  Badge,
  Button,
  Input,
  SegmentedControl,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSkeleton,
} from '@lookout/ui';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { PromptsTabs } from '../../../components/prompts-tabs';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useWritePermission } from '../../../lib/write-permission';
import {
  useCreatePrompt,
  useDeletePrompt,
  useDuplicatePrompt,
  useRenamePrompt,
} from '../api/prompt-mutations';
import { usePromptList } from '../api/prompts-queries';
import { deployedVersion, type PromptSort, visiblePrompts } from '../prompt-list';
import { type PromptAction, PromptActionsMenu } from './prompt-actions-menu';
import { SlugDialog } from './slug-dialog';

const sortChoices = [
  { value: 'updated', label: 'Updated' },
  { value: 'name', label: 'Name' },
] as const satisfies readonly { value: PromptSort; label: string }[];

interface PromptsPageProps {
  projectId: string;
  memberRole: Role;
}

type Pending =
  | { action: Exclude<PromptAction, 'duplicate'>; template: TemplateWithVersions }
  | { action: 'create' };

/** /prompts: the project's templates, searchable and sortable, with create, rename, duplicate, delete. */
export function PromptsPage({ projectId, memberRole }: PromptsPageProps) {
  const navigate = useNavigate();
  const list = usePromptList(projectId);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<PromptSort>('updated');
  const [pending, setPending] = useState<Pending | null>(null);
  const create = useCreatePrompt(projectId);
  const rename = useRenamePrompt(projectId);
  const duplicate = useDuplicatePrompt(projectId);
  const remove = useDeletePrompt(projectId);
  const canCreate = useWritePermission(memberRole, 'prompts', 'create');
  const rows = visiblePrompts(list.data ?? [], search, sort);

  function close() {
    setPending(null);
    for (const mutation of [create, rename, duplicate, remove]) mutation.reset();
  }

  return (
    <div className="flex flex-col gap-4 p-6">
      <PageHeader
        title="Prompts"
        description="Templates your app fetches by slug, with versions, drafts and deployments."
        actions={
          canCreate.permitted ? (
            <Button onClick={() => setPending({ action: 'create' })} {...canCreate.controlProps}>
              <IconPlus className="size-4" aria-hidden />
              New prompt
            </Button>
          ) : null
        }
      />
      <PromptsTabs />
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative w-72">
          <IconSearch
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search prompts"
            placeholder="Search by slug"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="h-8 pl-8"
          />
        </div>
        <SegmentedControl
          size="sm"
          aria-label="Sort by"
          value={sort}
          onChange={setSort}
          data={sortChoices}
        />
      </div>
      {list.isPending ? (
        <TableSkeleton
          label="Loading prompts"
          columns={['Slug', 'Mode', 'Versions', 'Deployed', 'Updated']}
        />
      ) : null}
      {list.isError ? (
        <ErrorState
          title="Could not load the prompts"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {list.isSuccess && rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
          {search.trim()
            ? `No prompt matches "${search.trim()}".`
            : canCreate
              ? 'No prompts yet. Create one to version it, try it on a model and fetch it from your app.'
              : 'No prompts yet.'}
        </p>
      ) : null}
      {rows.length > 0 ? (
        <Table aria-label="Prompts">
          <TableHeader>
            <TableRow>
              <TableHead>Slug</TableHead>
              <TableHead>Mode</TableHead>
              <TableHead>Versions</TableHead>
              <TableHead>Deployed</TableHead>
              <TableHead>Updated</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((template) => {
              const deployed = deployedVersion(template);
              return (
                <TableRow key={template.id}>
                  <TableCell>
                    <Link
                      to={`/prompts/${template.id}`}
                      className="rounded-sm font-mono font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      {template.slug}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Badge variant="secondary">{template.mode === 'text' ? 'Text' : 'Chat'}</Badge>
                  </TableCell>
                  <TableCell className="tabular-nums">{template.versions.length}</TableCell>
                  <TableCell>
                    {deployed ? (
                      <Badge variant="success">{`v${deployed.version}`}</Badge>
                    ) : (
                      <span className="text-muted-foreground">Not deployed</span>
                    )}
                  </TableCell>
                  <TableCell className="whitespace-nowrap">
                    {formatRelativeTime(template.updatedAt)}
                  </TableCell>
                  <TableCell className="text-right">
                    <PromptActionsMenu
                      slug={template.slug}
                      memberRole={memberRole}
                      onAction={(action) =>
                        action === 'duplicate'
                          ? duplicate.mutate(template.id, {
                              onSuccess: (copy) =>
                                notifications.show({
                                  title: 'Prompt duplicated',
                                  message: `The copy is "${copy.slug}", with the same versions.`,
                                  color: 'green',
                                }),
                            })
                          : setPending({ action, template })
                      }
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      ) : null}
      {pending?.action === 'create' ? (
        <SlugDialog
          open
          onOpenChange={close}
          title="New prompt"
          submitLabel="Create"
          withMode
          pending={create.isPending}
          error={create.error ? errorMessage(create.error) : null}
          onSubmit={(body) =>
            create.mutate(body, { onSuccess: (template) => navigate(`/prompts/${template.id}`) })
          }
        />
      ) : null}
      {pending?.action === 'rename' ? (
        <SlugDialog
          open
          onOpenChange={close}
          title="Rename prompt"
          submitLabel="Rename"
          initialSlug={pending.template.slug}
          currentSlug={pending.template.slug}
          pending={rename.isPending}
          error={rename.error ? errorMessage(rename.error) : null}
          onSubmit={({ slug }) =>
            rename.mutate({ id: pending.template.id, slug }, { onSuccess: close })
          }
        />
      ) : null}
      {pending?.action === 'delete' ? (
        <ConfirmDialog
          open
          onOpenChange={close}
          title="Delete prompt"
          confirmLabel="Delete"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(pending.template.id, { onSuccess: close })}
        >
          {`"${pending.template.slug}" and all its versions are deleted for good. Apps that fetch it by slug will get an error.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
