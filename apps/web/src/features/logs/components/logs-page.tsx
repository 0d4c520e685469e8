import type { Run, RunListType, RunSortField, View } from '@lookout/domain';
import { can } from '@lookout/rbac';
import { Label, Skeleton, Switch, TableSkeleton } from '@lookout/ui';
import {
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useSearchParams } from 'react-router';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { ErrorState } from '../../../components/error-state';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { emptyFilterBar, writeFilterBar } from '../../../components/filter-bar/filter-bar-url';
import { useFilterBarUrl } from '../../../components/filter-bar/use-filter-bar-url';
import { PageHeader } from '../../../components/page-header';
import { WriteControls } from '../../../components/write-controls';
import { errorMessage } from '../../../lib/api-errors';
import { useNarrowScreen } from '../../../lib/use-narrow-screen';
import { useWritePermission } from '../../../lib/write-permission';
import { liveRefreshMs, useRunsCount, useRunsList } from '../api/list-runs';
import { useProjectHasRuns } from '../api/project-has-runs';
import { useRunTotals } from '../api/run-totals';
import { useVisibleColumns } from '../column-visibility-store';
import { columnWidthScope, useColumnWidthStore } from '../column-width-store';
import { nextSort, readLogsQuery, withParam, writeSort } from '../logs-query-state';
import { phoneColumnOrder } from '../phone-columns';
import { useRunSelection } from '../run-selection';
import { browserTimeZone, readTimeRange, type TimeRange, writeTimeRange } from '../time-range';
import { useListKeyboard } from '../use-list-keyboard';
import { ColumnChooser } from './column-chooser';
import { ExportMenu } from './export-menu';
import { NoMatchingRuns, NoRunsOfType } from './logs-list-states';
import { RunTotalsStrip } from './run-totals-strip';
import { RunsTable } from './runs-table';
import { SearchBox } from './search-box';
import { SearchCatchingUp } from './search-catching-up';
import { logsResultsId, SkipToResults } from './skip-to-results';
import { TimeRangePicker } from './time-range-picker';

// The opened run's panel (the run viewer, its JSON tree, feedback and share controls) is not part
// of the first rows: its code loads on demand, fetched as soon as the list shows so that opening a
// run stays instant.
const loadRunSidePanel = () => import('../../../components/run-view/run-side-panel');
const RunSidePanel = lazy(() =>
  loadRunSidePanel().then((module) => ({ default: module.RunSidePanel })),
);

const titles = { llm: 'LLM Logs', trace: 'Traces', thread: 'Conversations' } as const;
const nouns = {
  llm: ['LLM call', 'LLM calls'],
  trace: ['trace', 'traces'],
  thread: ['conversation', 'conversations'],
} as const;
/** The count's label in the totals strip. */
const totalsNouns = { llm: 'LLM calls', trace: 'Traces', thread: 'Conversations' } as const;

/** What actions on checked runs act on: the runs checked, or every run of the view. */
export interface LogsSelectionState {
  runIds: readonly string[];
  view: { type: RunListType; filters: string; search: string; total?: number | undefined };
  /** Unchecks every run (after an action is done). */
  clear: () => void;
}

/** What the toolbar's view actions act on: the list's type and the filters applied now. */
export interface LogsToolbarState {
  type: RunListType;
  filters: string;
}

interface LogsPageProps {
  /** The signed-in user's role. */
  memberRole: string;
  /** The saved view open in the page (`?view=`), once loaded: it titles the page and the export. */
  openView?: Pick<View, 'id' | 'name'> | undefined;
  /** The toolbar's saved-view actions, shown to roles that may update logs. */
  renderViewActions?: (toolbar: LogsToolbarState) => ReactNode;
  /** A banner above the list (the app says the project holds sample data, with its Remove). */
  sampleDataBanner?: ReactNode;
  /** Shown in place of the list while the project has never received a run. */
  newProjectState?: ReactNode;
  /**
   * Toolbar actions on checked runs (the app passes "Add to dataset"); with it, the table gets a
   * column of boxes to check runs with.
   */
  renderSelectionActions?: ((selection: LogsSelectionState) => ReactNode) | undefined;
}

/**
 * /logs?type=llm|trace|thread: the runs of the project as a table, with the filter bar,
 * search, sort, columns, live refresh and export; a row opens the run beside the list. Every
 * choice lives in the URL, so Back, Forward and shared links restore the view. What other
 * features add (saved views, onboarding) comes in through props; src/app composes them.
 */
export function LogsPage({
  memberRole,
  openView,
  renderViewActions,
  sampleDataBanner,
  newProjectState,
  renderSelectionActions,
}: LogsPageProps) {
  const [params, setParams] = useSearchParams();
  const query = readLogsQuery(params);
  const filterBar = useFilterBarUrl();
  // Kept as one string so the range is the same object until the URL changes it.
  const timeRangeKey = JSON.stringify(readTimeRange(params));
  const timeRange = useMemo(() => JSON.parse(timeRangeKey) as TimeRange | null, [timeRangeKey]);
  const [live, setLive] = useState(false);
  const liveId = useId();
  const saveViews = useWritePermission(memberRole, 'logs', 'update');
  const widthScope = columnWidthScope(query.type, openView?.id);
  const columnWidths = useColumnWidthStore((state) => state.widths[widthScope]);
  const setColumnWidth = useColumnWidthStore((state) => state.setWidth);
  const resizeColumn = useCallback(
    (columnId: string, width: number) => setColumnWidth(widthScope, columnId, width),
    [setColumnWidth, widthScope],
  );

  const runSelection = useMemo(
    () => ({
      type: query.type,
      filters: filterBar.applied,
      search: query.search,
      timeRange,
      sortField: query.sortField,
      sortDirection: query.sortDirection,
    }),
    [query.type, filterBar.applied, query.search, timeRange, query.sortField, query.sortDirection],
  );
  const list = useRunsList(runSelection, live);
  // The count reads every matching row: it waits for the first page, so a load's first rows
  // never queue behind it.
  const count = useRunsCount(runSelection, { live, enabled: !list.isPending });
  const totals = useRunTotals(runSelection, { live, enabled: !list.isPending });
  const runs = useMemo(() => list.data?.pages.flatMap((page) => page.data) ?? [], [list.data]);
  const listShown = runs.length > 0;
  useEffect(() => {
    // A failed fetch is ignored here: it shows when a run is opened.
    if (listShown) loadRunSidePanel().catch(() => {});
  }, [listShown]);
  // Checked runs are forgotten when the type, filters or search change.
  const selection = useRunSelection(
    runs,
    JSON.stringify([query.type, filterBar.applied, query.search, timeRangeKey]),
  );
  const evaluated = useMemo(() => runs.some((run) => (run.evaluations?.length ?? 0) > 0), [runs]);
  const visibleColumns = useVisibleColumns(query.type, evaluated);
  // On a phone the key columns come first; the rest is reached by scrolling the table sideways.
  const narrow = useNarrowScreen();
  const columns = useMemo(
    () => (narrow ? phoneColumnOrder(visibleColumns) : visibleColumns),
    [narrow, visibleColumns],
  );
  const unfiltered =
    !filterBar.applied && !query.search && filterBar.bar.filters.length === 0 && !timeRange;
  const emptyList = list.isSuccess && runs.length === 0;
  const anyRuns = useProjectHasRuns(emptyList && unfiltered);

  const { fetchNextPage, hasNextPage, isFetchingNextPage } = list;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const openRun = (run: Run) => setParams((current) => withParam(current, 'selected', run.id));
  const closeRun = () => setParams((current) => withParam(current, 'selected', null));
  const searchInput = useRef<HTMLInputElement>(null);
  useListKeyboard({ runs, selectedId: query.selected, onSelect: openRun, search: searchInput });
  const sortBy = (field: RunSortField) => {
    const next = nextSort(query, field);
    setParams((current) => writeSort(current, next.sortField, next.sortDirection));
  };
  const clearAll = () =>
    setParams((current) =>
      writeTimeRange(withParam(writeFilterBar(current, emptyFilterBar), 'search', null), null),
    );

  const newProject = emptyList && unfiltered && anyRuns.data === false;
  const [singular, plural] = nouns[query.type];

  return (
    <div className="flex h-full min-h-0 flex-col gap-4">
      {runs.length > 0 ? <SkipToResults /> : null}
      <PageHeader
        title={openView?.name ?? titles[query.type]}
        description={
          count.data && !newProject ? (
            <span data-testid="runs-count">
              {/* A count stops at the cap: "10,000+ LLM calls", at least that many. */}
              {count.data.count.toLocaleString()}
              {count.data.capped ? '+' : ''}{' '}
              {count.data.count === 1 && !count.data.capped ? singular : plural}
            </span>
          ) : !newProject && !list.isError && !count.isError ? (
            // Holds the count's line while it loads, so the header does not move.
            <Skeleton className="inline-block h-4 w-28 align-middle" />
          ) : undefined
        }
        actions={
          newProject ? undefined : (
            <>
              {renderSelectionActions?.({
                runIds: [...selection.checkedIds],
                view: {
                  type: query.type,
                  filters: filterBar.applied,
                  search: query.search,
                  total: count.data && !count.data.capped ? count.data.count : undefined,
                },
                clear: selection.clear,
              })}
              <div className="flex items-center gap-2">
                <Switch
                  id={liveId}
                  checked={live}
                  onCheckedChange={setLive}
                  aria-label="Live refresh"
                  aria-describedby={`${liveId}-hint`}
                />
                <Label htmlFor={liveId}>Live</Label>
                <span id={`${liveId}-hint`} className="sr-only">
                  Loads new runs every {liveRefreshMs / 1000} seconds
                </span>
              </div>
              <WriteControls permission={saveViews}>
                {renderViewActions?.({ type: query.type, filters: filterBar.applied })}
              </WriteControls>
              <ColumnChooser type={query.type} evaluated={evaluated} />
              {can(memberRole, 'logs', 'export') ? (
                <ExportMenu
                  selection={{
                    type: query.type,
                    filters: filterBar.applied,
                    search: query.search,
                    timeRange,
                    viewId: openView?.id,
                  }}
                  expectedRows={count.data}
                />
              ) : null}
            </>
          )
        }
      />
      {newProject ? null : sampleDataBanner}
      {newProject ? null : (
        <div className="flex flex-wrap items-start gap-2">
          <SearchBox
            inputRef={searchInput}
            value={query.search}
            onSearch={(text) =>
              setParams((current) => withParam(current, 'search', text), { replace: true })
            }
          />
          <SearchCatchingUp searching={!!query.search} />
          <TimeRangePicker
            value={timeRange}
            onChange={(next) => setParams((current) => writeTimeRange(current, next))}
            timeZone={browserTimeZone()}
          />
          <FilterBar
            bar={filterBar.bar}
            onChange={filterBar.setBar}
            ignored={filterBar.ignored}
            onDismissIgnored={filterBar.dismissIgnored}
          />
        </div>
      )}
      {list.isPending ? (
        <TableSkeleton
          label={`Loading ${plural}`}
          columns={columns.map((column) => column.label)}
        />
      ) : null}
      {list.isError ? (
        <ErrorState
          title={`Could not load the ${plural}`}
          message={errorMessage(list.error)}
          onRetry={() => list.refetch()}
        />
      ) : null}
      {emptyList && !unfiltered ? <NoMatchingRuns type={query.type} onClear={clearAll} /> : null}
      {emptyList && unfiltered && anyRuns.isPending ? <CenteredSpinner /> : null}
      {newProject ? newProjectState : null}
      {emptyList && unfiltered && anyRuns.data === true ? <NoRunsOfType type={query.type} /> : null}
      {runs.length > 0 && totals.data ? (
        <RunTotalsStrip totals={totals.data} noun={totalsNouns[query.type]} />
      ) : null}
      {runs.length > 0 ? (
        <div
          id={logsResultsId}
          tabIndex={-1}
          className="flex min-h-0 flex-initial flex-col outline-none"
        >
          <RunsTable
            label={titles[query.type]}
            runs={runs}
            columns={columns}
            sortField={query.sortField}
            sortDirection={query.sortDirection}
            onSort={sortBy}
            selectedId={query.selected}
            onOpen={openRun}
            hasMore={hasNextPage}
            loadingMore={isFetchingNextPage}
            onLoadMore={loadMore}
            widths={columnWidths}
            onResizeColumn={resizeColumn}
            selection={renderSelectionActions ? selection : undefined}
          />
        </div>
      ) : null}
      {query.selected ? (
        <Suspense fallback={null}>
          <RunSidePanel runId={query.selected} memberRole={memberRole} onClose={closeRun} />
        </Suspense>
      ) : null}
    </div>
  );
}
