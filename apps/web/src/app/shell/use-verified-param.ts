import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentUserQueryOptions } from '../../lib/current-user';
import { notifications } from '../../lib/notifications';

/**
 * Reacts to `?verified=true` (where email verification lands): says 'Email verified', refreshes
 * the user and removes the parameter (SPEC §2). Acts once the user has loaded (`ready`), so the
 * refresh really refetches. Returns true until the parameter is gone, so the page behind it is
 * not rendered (and cannot redirect) meanwhile.
 */
export function useVerifiedParam(ready: boolean): boolean {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const params = new URLSearchParams(location.search);
  const pending = params.get('verified') === 'true';

  useEffect(() => {
    if (!pending) {
      handled.current = false;
      return;
    }
    if (handled.current || !ready) return;
    handled.current = true;
    notifications.show({ message: 'Email verified', color: 'green' });
    void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions.queryKey });
    const rest = new URLSearchParams(location.search);
    rest.delete('verified');
    const search = rest.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '' },
      { replace: true },
    );
  }, [pending, ready, location.pathname, location.search, navigate, queryClient]);

  return pending;
}
