import type { Org } from '@lookout/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUpgradeModalStore } from '../../../stores/upgrade-modal-store';
import { renderRoutes } from '../../../testing/render-app';
import { PlanOverageBanner } from './plan-overage-banner';

const ownerId = '00000000-0000-4000-8000-000000000001';
const memberId = '00000000-0000-4000-8000-000000000002';
const projectId = '00000000-0000-4000-8000-000000000010';

const seats = {
  members: 3,
  included: 1,
  readOnlyAccountIds: [memberId, ownerId.replace('1', '3')],
};
const projects = { count: 4, included: 3, readOnlyProjectIds: [projectId] };

const seatsText =
  'Your org has 3 members but the Free plan includes 1 seat. Extra members can read but not change anything until you upgrade.';

afterEach(() => {
  cleanup();
  useUpgradeModalStore.setState({ open: false, highlight: null });
});

describe('PlanOverageBanner', () => {
  it.each<{
    name: string;
    overage: Org['planOverage'];
    userId: string;
    texts: string[];
    highlight: string;
  }>([
    {
      name: 'seats, read by the owner',
      overage: { seats, projects: null },
      userId: ownerId,
      texts: [seatsText],
      highlight: 'seats',
    },
    {
      name: 'seats, read by a read-only member',
      overage: { seats, projects: null },
      userId: memberId,
      texts: ['Your seat is read-only.', seatsText],
      highlight: 'seats',
    },
    {
      name: 'projects',
      overage: { seats: null, projects },
      userId: ownerId,
      texts: [
        'Your org has 4 projects but the Free plan includes 3. The latest project is read-only until you upgrade; events sent to it are still stored.',
      ],
      highlight: 'projects',
    },
  ])(
    'explains $name and opens the upgrade modal on that row',
    ({ overage, userId, texts, highlight }) => {
      renderRoutes(
        <PlanOverageBanner org={{ plan: 'free', planOverage: overage }} userId={userId} />,
      );
      expect(screen.getByRole('status').textContent).toContain(texts.join(' '));
      fireEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
      expect(useUpgradeModalStore.getState()).toMatchObject({ open: true, highlight });
    },
  );

  it('shows nothing for an org within its plan', () => {
    renderRoutes(<PlanOverageBanner org={{ plan: 'free', planOverage: null }} userId={ownerId} />);
    renderRoutes(<PlanOverageBanner org={{ plan: 'team' }} userId={ownerId} />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
  });
});
