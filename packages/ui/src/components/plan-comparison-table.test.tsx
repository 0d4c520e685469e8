import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.js';
import {
  type PlanColumn,
  PlanComparisonTable,
  type PlanFeatureRow,
} from './plan-comparison-table.js';

afterEach(cleanup);

const plans: PlanColumn[] = [
  { id: 'free', name: 'Free', priceMonthly: 0 },
  { id: 'team', name: 'Team', priceMonthly: 20 },
  { id: 'enterprise', name: 'Enterprise', priceMonthly: null },
];

const features: PlanFeatureRow[] = [
  { id: 'events', title: 'Events', values: { free: '10k', team: '50k', enterprise: 'Custom' } },
  { id: 'seats', title: 'Seats', values: { free: '1', team: '10', enterprise: 'Unlimited' } },
  { id: 'dashboards', title: 'Custom dashboards', values: { team: true, enterprise: true } },
  { id: 'sso', title: 'SSO / SAML', values: { free: false, team: false, enterprise: true } },
];

const columnHeader = (name: string) =>
  screen.getAllByRole('columnheader').find((th) => th.textContent?.startsWith(name));
const rowTitles = () => screen.queryAllByRole('rowheader').map((th) => th.textContent);

describe('PlanComparisonTable', () => {
  it('shows monthly prices, a custom price and each plan action', () => {
    render(
      <PlanComparisonTable
        plans={plans}
        features={features}
        period="monthly"
        expanded
        renderAction={(id) => <Button>{id === 'enterprise' ? 'Get a Quote' : 'Upgrade'}</Button>}
      />,
    );
    expect(columnHeader('Team')?.textContent).toContain('$20');
    expect(columnHeader('Free')?.textContent).toContain('$0');
    expect(columnHeader('Enterprise')?.textContent).toContain('Custom');
    expect(screen.getAllByRole('button', { name: 'Upgrade' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Get a Quote' })).toBeTruthy();
    expect(screen.queryByText(/two months free/)).toBeNull();
  });

  it('on yearly billing shows ten twelfths per month with the monthly price struck through', () => {
    render(<PlanComparisonTable plans={plans} features={features} period="yearly" expanded />);
    const team = columnHeader('Team');
    expect(team?.textContent).toContain('$16.67');
    expect(team?.querySelector('s')?.textContent).toContain('$20');
    expect(team?.textContent).toContain('two months free');
    // A free plan stays at $0 with nothing struck through.
    expect(columnHeader('Free')?.querySelector('s')).toBeNull();
  });

  it('marks included and missing features for screen readers', () => {
    render(<PlanComparisonTable plans={plans} features={features} period="monthly" expanded />);
    const sso = screen.getByRole('rowheader', { name: 'SSO / SAML' }).closest('tr');
    const cells = within(sso as HTMLElement)
      .getAllByRole('cell')
      .map((td) => td.textContent);
    expect(cells).toEqual(['Not included', 'Not included', 'Included']);
  });

  it('collapses to the first rows and toggles with View Features / Collapse features', () => {
    const onToggle = vi.fn();
    const { rerender } = render(
      <PlanComparisonTable
        plans={plans}
        features={features}
        period="monthly"
        expanded={false}
        collapsedRowCount={2}
        onToggle={onToggle}
      />,
    );
    expect(rowTitles()).toEqual(['Events', 'Seats']);
    const toggle = screen.getByRole('button', { name: 'View Features' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledOnce();

    rerender(
      <PlanComparisonTable
        plans={plans}
        features={features}
        period="monthly"
        expanded
        collapsedRowCount={2}
        onToggle={onToggle}
      />,
    );
    expect(rowTitles()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Collapse features' })).toBeTruthy();
  });

  it('highlights one feature row', () => {
    render(
      <PlanComparisonTable
        plans={plans}
        features={features}
        period="monthly"
        expanded
        highlightedFeatureId="sso"
      />,
    );
    const highlighted = document.querySelectorAll('tr[data-highlighted]');
    expect(highlighted).toHaveLength(1);
    expect(highlighted[0]?.textContent).toContain('SSO / SAML');
  });
});
