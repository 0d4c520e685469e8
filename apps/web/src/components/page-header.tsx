import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';
import { useNarrowScreen } from '../lib/use-narrow-screen';
import { PageActionsMenu } from './page-actions-menu';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons at the right of the title; behind a "More actions" button on a phone. */
  actions?: ReactNode;
}

/** The heading row at the top of a page. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  useDocumentTitle(typeof title === 'string' ? title : undefined);
  const narrow = useNarrowScreen();
  return (
    <header
      className={
        narrow
          ? 'flex items-start justify-between gap-2'
          : 'flex flex-wrap items-start justify-between gap-4'
      }
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl font-semibold break-words">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? (
        narrow ? (
          <PageActionsMenu>{actions}</PageActionsMenu>
        ) : (
          <div className="flex items-center gap-2">{actions}</div>
        )
      ) : null}
    </header>
  );
}
