import { lazy, Suspense } from 'react';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import type { UpgradeModalProps } from './upgrade-modal';

const UpgradeModal = lazy(() =>
  import('./upgrade-modal').then((module) => ({ default: module.UpgradeModal })),
);

/**
 * `UpgradeModal`, whose code (the plan table, every feature row, the payment logos) loads the
 * first time something opens it (`useUpgradeModalStore().show`), not with every signed-in page.
 */
export function UpgradeModalOnDemand(props: UpgradeModalProps) {
  const opened = useOpenedOnce(useUpgradeModalStore((state) => state.open));
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <UpgradeModal {...props} />
    </Suspense>
  );
}
