import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Links under the card, such as "Already have an account? Sign in". */
  footer?: ReactNode;
  /** Room for code: the layout widens around a wide card. */
  wide?: boolean;
}

/** The panel every sign-in screen puts its form in. */
export function AuthCard({ title, description, children, footer, wide = false }: AuthCardProps) {
  useDocumentTitle(title);
  return (
    <div className="flex w-full flex-col gap-4" data-wide={wide || undefined}>
      <div className="flex flex-col gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm sm:p-8">
        <div className="flex flex-col gap-1.5">
          <h1 className="text-xl font-semibold">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </div>
      {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
    </div>
  );
}
