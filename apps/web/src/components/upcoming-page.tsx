import { DynamicIcon } from '@lookout/ui';
import { appIcons } from './app-icons';
import { PageHeader } from './page-header';

interface UpcomingPageProps {
  title: string;
  /** What the page will hold once it is built. */
  description: string;
  /** Tabler icon name. */
  icon?: string;
}

/**
 * An honest empty state for a destination whose page is not built yet: its title and what it
 * will hold, and no made-up data.
 */
export function UpcomingPage({ title, description, icon = 'IconHourglass' }: UpcomingPageProps) {
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <PageHeader title={title} />
      <section
        aria-label={`${title}: not available yet`}
        className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border bg-surface px-6 py-14 text-center"
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground">
          <DynamicIcon name={icon} icons={appIcons} className="size-6" aria-hidden />
        </span>
        <h2 className="text-base font-semibold">{title} is on its way</h2>
        <p className="max-w-md text-sm text-muted-foreground">{description}</p>
        <p className="text-xs text-muted-foreground">
          This page is not available in this version yet.
        </p>
      </section>
    </div>
  );
}
