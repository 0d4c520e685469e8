import {
  type DatasetSortOrder,
  type DatasetV2,
  formatRelativeTime,
  type Role,
} from '@lookout/domain';
import {
  Button,
  cn,
  fieldClasses,
  Input,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  TableSkeleton,
} from '@lookout/ui';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ErrorState } from '../../../components/error-state';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-errors';
import { notifications } from '../../../lib/notifications';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useWritePermission } from '../../../lib/write-permission';
import { useDeleteDatasetV2, useDuplicateDatasetV2 } from '../api/datasets-v2-mutations';
import { useDatasetV2List } from '../api/datasets-v2-queries';
import {
  datasetSortLabels,
  readDatasetListQuery,
  writeDatasetListQuery,
} from '../dataset-list-query';
import { DatasetActionsMenu } from './dataset-actions-menu';
import { DatasetsEmptyState } from './datasets-empty-state';

/** How long typing pauses before the search reaches the address and the server, in ms. */
const searchDelayMs = 300;

interface DatasetsPageProps {
  projectId: string;
  memberRole: Role;
}

/** `/datasets/v2`: the project's datasets, searchable and sortable, with duplicate and delete. */
export function DatasetsPage({ projectId, memberRole }: DatasetsPageProps) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const query = readDatasetListQuery(params);
  const [typed, setTyped] = useState(query.search);
  const settled = useDebouncedValue(typed, searchDelayMs);
  const list = useDatasetV2List(projectId, query);
  const duplicate = useDuplicateDatasetV2(projectId);
  const remove = useDeleteDatasetV2(projectId);
  const [deleting, setDeleting] = useState<DatasetV2 | null>(null);
  const create = useWritePermission(memberRole, 'datasets', 'create');
  const canCreate = create.permitted;

  // The search reaches the address once typing pauses. Back, Forward or a link may change it
  // there too: the box follows, but not the address's echo of what was typed (which would undo
  // keys typed since).
  const inAddress = useRef(query.search);
  const lastSettled = useRef(settled);
  useEffect(() => {
    // setParams changes with every address: write only when the typed search settles anew.
    if (settled === lastSettled.current) return;
    lastSettled.current = settled;
    inAddress.current = settled.trim();
    setParams((current) => writeDatasetListQuery(current, { search: settled }), {
      replace: true,
    });
  }, [settled, setParams]);
  const addressSearch = query.search;
  useEffect(() => {
    if (addressSearch === inAddress.current) return;
    inAddress.current = addressSearch;
    setTyped(addressSearch);
  }, [addressSearch]);

  const rows = list.data ?? [];
  const searching = query.search.trim() !== '';
  const createNew = () => navigate('/datasets/v2/new');

  return (
    <div className="flex flex-col gap-4">
      <PageHeader
        title="Datasets"
        description="Test cases to run prompts and models over: by hand, from a file or from production logs."
        actions={
          canCreate ? (
            <Button onClick={createNew} {...create.controlProps}>
              <IconPlus className="size-4" aria-hidden />
              New dataset
            </Button>
          ) : null
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative w-72">
          <IconSearch
            className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            aria-label="Search datasets"
            placeholder="Search by name"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            className="h-8 pl-8"
          />
        </div>
        <label className="flex items-center gap-2 text-sm">
          <span className="text-muted-foreground">Sort</span>
          <select
            aria-label="Sort datasets"
            value={query.sort}
            onChange={(event) =>
              setParams((current) =>
                writeDatasetListQuery(current, { sort: event.target.value as DatasetSortOrder }),
              )
            }
            className={cn(fieldClasses, 'h-8 w-36 py-0')}
          >
            {Object.entries(datasetSortLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isPending ? (
        <TableSkeleton label="Loading datasets" columns={['Name', 'Items', 'Updated']} />
      ) : null}
      {list.isError ? (
        <ErrorState
          title="Could not load the datasets"
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {list.isSuccess && rows.length === 0 && searching ? (
        <p className="rounded-lg border border-dashed border-border px-6 py-10 text-center text-muted-foreground text-sm">
          {`No dataset matches "${query.search.trim()}".`}
        </p>
      ) : null}
      {list.isSuccess && rows.length === 0 && !searching ? (
        <DatasetsEmptyState onCreate={create.allowed ? createNew : undefined} />
      ) : null}
      {rows.length > 0 ? (
        <Table aria-label="Datasets">
          <TableHeader>
            <TableRow>
              <TableHead>Name</TableHead>
              <TableHead>Items</TableHead>
              <TableHead>Updated</TableHead>
              <TableHead>
                <span className="sr-only">Actions</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((dataset) => (
              <TableRow key={dataset.id}>
                <TableCell>
                  <Link
                    to={`/datasets/v2/${dataset.id}`}
                    className="rounded-sm font-medium hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                  >
                    {dataset.name}
                  </Link>
                  {dataset.description ? (
                    <p className="line-clamp-1 text-muted-foreground text-xs">
                      {dataset.description}
                    </p>
                  ) : null}
                </TableCell>
                <TableCell className="tabular-nums">{dataset.itemCount.toLocaleString()}</TableCell>
                <TableCell className="whitespace-nowrap">
                  {formatRelativeTime(dataset.updatedAt)}
                </TableCell>
                <TableCell className="text-right">
                  <DatasetActionsMenu
                    name={dataset.name}
                    memberRole={memberRole}
                    onAction={(action) =>
                      action === 'duplicate'
                        ? duplicate.mutate(dataset.id, {
                            onSuccess: (copy) =>
                              notifications.show({
                                title: 'Dataset duplicated',
                                message: `The copy is "${copy.name}", with the same items.`,
                                color: 'green',
                              }),
                          })
                        : setDeleting(dataset)
                    }
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={() => {
            setDeleting(null);
            remove.reset();
          }}
          title="Delete dataset"
          confirmLabel="Delete"
          danger
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) : null}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        >
          {`"${deleting.name}" and its ${deleting.itemCount} items are deleted for good.`}
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
