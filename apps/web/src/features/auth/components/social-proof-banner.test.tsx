import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SocialProofBanner } from './social-proof-banner';

afterEach(cleanup);

describe('SocialProofBanner', () => {
  it('shows four avatars side by side, none covering the initials of the one before', () => {
    const { container } = render(<SocialProofBanner />);
    expect(screen.getByRole('region', { name: 'What developers say' })).toBeTruthy();
    const avatars = [...container.querySelectorAll('[data-slot="avatar"]')];
    expect(
      avatars.map((avatar) =>
        avatar.querySelector('[data-initials]')?.getAttribute('data-initials'),
      ),
    ).toEqual(['AK', 'JL', 'MO', 'SP']);
    const row = avatars[0]?.parentElement;
    // A negative margin (Tailwind's -space-x-*) stacks each avatar over its neighbour's letters.
    expect(row?.className).not.toMatch(/(^|\s)-space-x-/);
    expect(row?.className).toMatch(/(^|\s)gap-/);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
  });
});
