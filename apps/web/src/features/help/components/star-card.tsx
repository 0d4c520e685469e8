import { IconBrandGithub, IconX } from '@tabler/icons-react';
import { trackEvent } from '../../../lib/analytics';
import { externalLinks } from '../../../lib/external-links';
import { useStarCardStore } from '../../../stores/star-card-store';

/** Invites the user to star Lookout on GitHub until they close it (SPEC §1, §4). */
export function StarCard() {
  const dismissed = useStarCardStore((state) => state.dismissed);
  const dismiss = useStarCardStore((state) => state.dismiss);
  if (dismissed) return null;
  return (
    <aside
      aria-label="Star Lookout"
      className="relative flex flex-col gap-1 rounded-md border border-border bg-background p-2.5 pr-7 text-xs"
    >
      <span className="font-medium">Enjoying Lookout?</span>
      <a
        href={externalLinks.repository}
        target="_blank"
        rel="noreferrer"
        onClick={() => trackEvent('Github Notification Link Clicked')}
        className="inline-flex items-center gap-1 text-primary-ink hover:underline"
      >
        <IconBrandGithub className="size-3.5" aria-hidden />
        Star us on GitHub
      </a>
      <button
        type="button"
        aria-label="Dismiss the star card"
        onClick={() => {
          trackEvent('Github Notification Dismissed');
          dismiss();
        }}
        className="absolute top-1.5 right-1.5 rounded-sm p-0.5 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <IconX className="size-3.5" aria-hidden />
      </button>
    </aside>
  );
}
