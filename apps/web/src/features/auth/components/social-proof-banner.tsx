import { Avatar } from '@lookout/ui';
import { IconStarFilled } from '@tabler/icons-react';

/** Initials on the avatars; pictures would be fetched from elsewhere, initials are not. */
const avatarInitials = ['Ana Kim', 'Jon Lee', 'Mia Ortiz', 'Sam Patel'] as const;

/** '5000+ GenAI devs build better apps', with four avatars and a five-star rating (SPEC §1). */
export function SocialProofBanner() {
  return (
    <section
      aria-label="What developers say"
      className="flex flex-col items-center gap-2 text-center"
    >
      <div className="flex items-center gap-3">
        {/* Side by side, not stacked: an overlapping avatar would cover its neighbour's initials. */}
        <div className="flex gap-1" aria-hidden>
          {avatarInitials.map((name) => (
            <Avatar key={name} name={name} size="md" />
          ))}
        </div>
        <div role="img" aria-label="Rated 5 out of 5" className="flex text-warning">
          {[1, 2, 3, 4, 5].map((star) => (
            <IconStarFilled key={star} className="size-4" aria-hidden />
          ))}
        </div>
      </div>
      <p className="text-sm font-medium">5000+ GenAI devs build better apps</p>
    </section>
  );
}
