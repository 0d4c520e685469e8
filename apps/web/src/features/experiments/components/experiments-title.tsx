import { Badge } from '@lookout/ui';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** "Experiments" with its Beta label (SPEC §2), also naming the browser tab. */
export function ExperimentsTitle({ children = 'Experiments' }: { children?: string }) {
  useDocumentTitle(children);
  return (
    <span className="inline-flex items-center gap-2">
      {children}
      <Badge variant="beta" />
    </span>
  );
}
