import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Avatar, avatarColor, avatarInitials, avatarPalette } from './avatar.js';

afterEach(cleanup);

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => {
    const c = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  const [r = 0, g = 0, b = 0] = channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

describe('avatarInitials', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(avatarInitials('Ada Lovelace')).toBe('AL');
    expect(avatarInitials('ada king lovelace', 'x@y.z')).toBe('AK');
    expect(avatarInitials('  Grace  ')).toBe('G');
  });

  it('falls back to the words of the email when the name is blank', () => {
    expect(avatarInitials(undefined, 'grace.hopper@navy.mil')).toBe('GH');
    expect(avatarInitials('   ', 'linus@example.com')).toBe('L');
  });

  it('keeps whole characters outside the basic plane', () => {
    expect(avatarInitials('𝒜da Éclair')).toBe('𝒜É');
  });

  it('is empty when there is neither name nor email', () => {
    expect(avatarInitials(null, null)).toBe('');
  });
});

describe('avatarColor', () => {
  it('gives the same colour for the same seed, ignoring case and spaces', () => {
    expect(avatarColor('ada@example.com')).toBe(avatarColor(' ADA@example.com '));
  });

  it('spreads different people over several palette colours', () => {
    const seeds = ['ada', 'grace', 'linus', 'margaret', 'alan', 'barbara', 'edsger', 'donald'];
    const colours = new Set(seeds.map(avatarColor));
    for (const colour of colours) expect(avatarPalette).toContain(colour);
    expect(colours.size).toBeGreaterThanOrEqual(4);
  });

  it('only uses colours on which white initials are readable', () => {
    for (const colour of avatarPalette) {
      const contrast = 1.05 / (luminance(colour) + 0.05);
      expect(contrast, colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('Avatar', () => {
  it('shows the initials and is named after the person', () => {
    render(<Avatar name="Ada Lovelace" email="ada@example.com" />);
    const avatar = screen.getByRole('img', { name: 'Ada Lovelace' });
    const initials = avatar.querySelector('[data-slot="avatar-fallback"]');
    expect(initials?.getAttribute('data-initials')).toBe('AL');
    expect(initials?.className).toContain('before:content-[attr(data-initials)]');
    // Drawn, not text: a labelled button around the avatar keeps its visible text in its name.
    expect(avatar.textContent).toBe('');
    expect(avatar.style.backgroundColor).not.toBe('');
  });

  it('is named after the email when there is no name', () => {
    render(<Avatar email="grace.hopper@navy.mil" />);
    expect(
      screen
        .getByRole('img', { name: 'grace.hopper@navy.mil' })
        .querySelector('[data-initials]')
        ?.getAttribute('data-initials'),
    ).toBe('GH');
  });
});
