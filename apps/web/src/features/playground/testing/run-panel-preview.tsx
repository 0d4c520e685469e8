import type { PlaygroundUsageResponse } from '@lookout/domain';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RunPanelView } from '../components/run-panel-view';
import type { PlaygroundRunState } from '../run-state';

/**
 * The run panel in one fixed state, inside a router (for the logged-run link):
 * what Storybook shows without a server.
 */
export function RunPanelPreview({
  run,
  usage = { runsThisMonth: 7, limit: 20 },
  disabledReason = null,
}: {
  run: PlaygroundRunState;
  usage?: PlaygroundUsageResponse;
  disabledReason?: string | null;
}) {
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <RunPanelView
          run={run}
          usage={usage}
          disabledReason={disabledReason}
          onRun={() => undefined}
          onStop={() => undefined}
          onUpgrade={() => undefined}
        />
      ),
    },
  ]);
  return <RouterProvider router={router} />;
}
