import { type Org, planCatalogue } from '@lookout/domain';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';

const stripClasses =
  'flex w-full flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-warning/30 bg-warning/15 px-4 py-2 text-center text-sm font-medium text-warning-ink';

const buttonClasses =
  'rounded px-2 py-0.5 font-semibold underline underline-offset-2 hover:no-underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * After a downgrade past the plan's seats or projects (cloud, SPEC §9), nobody is removed and
 * nothing is deleted: the extra members and projects are read-only, which this strip says on
 * every page, with an Upgrade action that opens the upgrade modal on the row concerned.
 */
export function PlanOverageBanner({
  org,
  userId,
}: {
  org: Pick<Org, 'plan' | 'planOverage'>;
  userId: string;
}) {
  const showUpgrade = useUpgradeModalStore((state) => state.show);
  const overage = org.planOverage;
  if (!overage) return null;
  const planName = planCatalogue[org.plan].name;
  const { seats, projects } = overage;
  const sentences: string[] = [];
  if (seats) {
    if (seats.readOnlyAccountIds.includes(userId)) sentences.push('Your seat is read-only.');
    sentences.push(
      `Your org has ${plural(seats.members, 'member')} but the ${planName} plan includes ${plural(seats.included, 'seat')}. Extra members can read but not change anything until you upgrade.`,
    );
  }
  if (projects) {
    sentences.push(
      `Your org has ${plural(projects.count, 'project')} but the ${planName} plan includes ${projects.included}. The latest ${projects.readOnlyProjectIds.length === 1 ? 'project is' : `${projects.readOnlyProjectIds.length} projects are`} read-only until you upgrade; events sent to ${projects.readOnlyProjectIds.length === 1 ? 'it' : 'them'} are still stored.`,
    );
  }
  return (
    <output className={stripClasses} aria-live="polite">
      <span>{sentences.join(' ')}</span>
      <button
        type="button"
        className={buttonClasses}
        onClick={() => showUpgrade(seats ? 'seats' : 'projects')}
      >
        Upgrade
      </button>
    </output>
  );
}
