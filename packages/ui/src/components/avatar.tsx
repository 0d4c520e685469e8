import * as AvatarPrimitive from '@radix-ui/react-avatar';
import { IconUser } from '@tabler/icons-react';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.js';

/**
 * Background colours for initials, each dark enough for white text (4.5:1) in both themes.
 * The order is part of the contract: a person keeps their colour across releases.
 */
export const avatarPalette = [
  '#1971c2',
  '#2f7d32',
  '#c2255c',
  '#7048e8',
  '#0c7c8c',
  '#b34700',
  '#9c36b5',
  '#3b5bdb',
  '#5c7c0a',
  '#c92a2a',
] as const;

/**
 * The initials for a person: the first letters of up to two words of the name, or else of the
 * email's local part (split at dots, dashes, underscores and pluses). Empty when both are blank.
 *
 * @example
 * avatarInitials('Ada Lovelace') // 'AL'
 * avatarInitials(null, 'grace.hopper@navy.mil') // 'GH'
 */
export function avatarInitials(name?: string | null, email?: string | null): string {
  const nameWords = (name ?? '').trim().split(/\s+/);
  const emailWords =
    (email ?? '')
      .trim()
      .split('@')[0]
      ?.split(/[._+\-\s]+/) ?? [];
  const words = (nameWords.some(Boolean) ? nameWords : emailWords).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

/**
 * A colour from `avatarPalette` picked by hashing `seed`, so the same name or email always gets
 * the same colour.
 *
 * @example
 * avatarColor('ada@example.com') === avatarColor('ada@example.com') // true
 */
export function avatarColor(seed: string): string {
  let hash = 0;
  for (const char of seed.trim().toLowerCase()) {
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  }
  return avatarPalette[hash % avatarPalette.length] ?? avatarPalette[0];
}

const avatarVariants = cva(
  'relative inline-flex shrink-0 select-none items-center justify-center overflow-hidden rounded-full font-semibold text-white',
  {
    variants: {
      size: { sm: 'size-6 text-[10px]', md: 'size-8 text-xs', lg: 'size-10 text-sm' },
    },
    defaultVariants: { size: 'md' },
  },
);

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> &
  VariantProps<typeof avatarVariants> & {
    name?: string | null;
    email?: string | null;
    /** Picture URL; the initials show until it loads and if it fails. */
    src?: string | null;
  };

/**
 * A round picture of a person, falling back to coloured initials of the name or email.
 * Its accessible name is the name, else the email.
 *
 * @example
 * <Avatar name="Ada Lovelace" email="ada@example.com" />
 */
export function Avatar({ name, email, src, size, className, style, ...props }: AvatarProps) {
  const initials = avatarInitials(name, email);
  const seed = name?.trim() || email?.trim() || '';
  const label = name?.trim() || email?.trim() || 'Unknown user';
  return (
    <AvatarPrimitive.Root
      data-slot="avatar"
      role="img"
      aria-label={label}
      className={cn(avatarVariants({ size }), className)}
      style={{ backgroundColor: seed ? avatarColor(seed) : 'var(--lo-muted-foreground)', ...style }}
      {...props}
    >
      {src ? (
        <AvatarPrimitive.Image
          data-slot="avatar-image"
          src={src}
          alt=""
          className="size-full object-cover"
        />
      ) : null}
      {/*
       * The initials are drawn as generated content, not text: the picture is named by its
       * aria-label, and a labelled button holding an avatar ("Account of Ada Lovelace") keeps
       * its visible text within its name (WCAG 2.5.3).
       */}
      <AvatarPrimitive.Fallback
        data-slot="avatar-fallback"
        data-initials={initials || undefined}
        aria-hidden
        className="before:content-[attr(data-initials)]"
      >
        {initials ? null : <IconUser className="size-[1.5em]" aria-hidden />}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
