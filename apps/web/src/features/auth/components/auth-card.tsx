import { type ReactNode, useId } from 'react';
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

/**
 * The panel every sign-in screen puts its form in, a region named by its title. Its width is
 * the layout's, never its content's: a wide card (signup's code) keeps one width whatever tab
 * or message it shows.
 */
export function AuthCard({ title, description, children, footer, wide = false }: AuthCardProps) {
  useDocumentTitle(title);
  const titleId = useId();
  return (
    <div className="flex w-full min-w-0 flex-col gap-4" data-wide={wide || undefined}>
      <section
        aria-labelledby={titleId}
        className="flex min-w-0 flex-col gap-5 rounded-lg border border-border bg-surface p-6 shadow-sm sm:p-8"
      >
        <div className="flex flex-col gap-1.5">
          <h1 id={titleId} className="text-xl font-semibold">
            {title}
          </h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {children}
      </section>
      {footer ? <div className="text-center text-sm text-muted-foreground">{footer}</div> : null}
    </div>
  );
}
