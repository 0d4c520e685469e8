import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the right of the title. */
  actions?: ReactNode;
}

/** The heading row at the top of a page. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl font-semibold">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </header>
  );
}
