import { Alert, Button } from '@lookout/ui';
import { useEffect } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';

/**
 * A page that threw while rendering (SPEC §8): 'Error rendering this component', with Try again
 * (renders the route anew) and Reload page. It is a route's `errorElement`, so the layouts above
 * it (theme, sidebar) stay in place; its colours are theme tokens, right in light and dark.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();

  useEffect(() => {
    console.error('Error rendering this component', error);
  }, [error]);

  return (
    <div className="flex min-h-full items-center justify-center p-6">
      <Alert variant="danger" title="Error rendering this component" className="w-full max-w-md">
        <div className="flex flex-col gap-3">
          <span>
            Something on this page failed. Try again, or reload the page if it keeps happening.
          </span>
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              // Navigating to the same address clears the router's error and renders the route again.
              onClick={() => navigate(location, { replace: true })}
            >
              Try again
            </Button>
            <Button size="sm" variant="ghost" onClick={() => window.location.reload()}>
              Reload page
            </Button>
          </div>
        </div>
      </Alert>
    </div>
  );
}
