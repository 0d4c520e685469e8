/** The id of the element that holds a logs list's results. */
export const logsResultsId = 'logs-results';

/**
 * "Skip to results", the logs page's first focusable element: it jumps past the header,
 * search and filters to the list, focusing the open run's row or else the first.
 */
export function SkipToResults() {
  return (
    <a
      href={`#${logsResultsId}`}
      onClick={(event) => {
        const results = document.getElementById(logsResultsId);
        if (!results) return;
        event.preventDefault();
        const row =
          results.querySelector<HTMLElement>('[data-testid="run-row"][aria-selected="true"]') ??
          results.querySelector<HTMLElement>('[data-testid="run-row"]');
        (row ?? results).focus();
      }}
      className="sr-only z-50 w-fit rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only"
    >
      Skip to results
    </a>
  );
}
