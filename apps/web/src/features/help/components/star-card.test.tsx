import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStarCardStore } from '../../../stores/star-card-store';
import { StarCard } from './star-card';

afterEach(() => {
  cleanup();
  useStarCardStore.setState({ dismissed: false });
  localStorage.clear();
});

describe('StarCard', () => {
  it('invites to star the project until dismissed, and remembers the dismissal', () => {
    render(<StarCard />);
    const link = screen.getByRole('link', { name: 'Star us on GitHub' });
    expect(link.getAttribute('target')).toBe('_blank');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the star card' }));
    expect(screen.queryByRole('link', { name: 'Star us on GitHub' })).toBeNull();
    expect(localStorage.getItem('lookout-star-card')).toContain('"dismissed":true');
  });
});
