import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import type { ViewFormDialogProps } from './view-form-dialog';

const ViewFormDialog = lazy(() =>
  import('./view-form-dialog').then((module) => ({ default: module.ViewFormDialog })),
);

/**
 * `ViewFormDialog` whose code (the icon picker and its ninety icons) loads the first time it
 * opens, so the logs page and the sidebar that offer it do not wait for it. Once opened it stays
 * mounted, so closing animates as before.
 */
export function ViewFormDialogOnDemand(props: ViewFormDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ViewFormDialog {...props} />
    </Suspense>
  );
}
