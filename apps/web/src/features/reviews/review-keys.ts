/** What a key press does on the reviewer screen. */
export type ReviewKeyAction =
  | { kind: 'next' }
  | { kind: 'previous' }
  | { kind: 'score'; score: 1 | 2 | 3 | 4 | 5 }
  | { kind: 'thumb'; thumb: 'up' | 'down' }
  | { kind: 'save' }
  | { kind: 'comment' };

/** The shortcuts, as the screen lists them. */
export const reviewShortcuts = [
  { keys: ['j', '→'], label: 'Next' },
  { keys: ['k', '←'], label: 'Previous' },
  { keys: ['1–5'], label: 'Score' },
  { keys: ['u'], label: 'Thumb up' },
  { keys: ['d'], label: 'Thumb down' },
  { keys: ['c'], label: 'Comment' },
  { keys: ['Enter'], label: 'Save and next' },
] as const;

/**
 * The action of a key pressed outside a text field, or null for a key that means nothing here (or
 * carries a modifier, so the browser's own shortcuts keep working).
 */
export function reviewKeyAction(event: {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}): ReviewKeyAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  switch (event.key) {
    case 'j':
    case 'ArrowRight':
    case 'ArrowDown':
      return { kind: 'next' };
    case 'k':
    case 'ArrowLeft':
    case 'ArrowUp':
      return { kind: 'previous' };
    case '1':
    case '2':
    case '3':
    case '4':
    case '5':
      return { kind: 'score', score: Number(event.key) as 1 | 2 | 3 | 4 | 5 };
    case 'u':
      return { kind: 'thumb', thumb: 'up' };
    case 'd':
      return { kind: 'thumb', thumb: 'down' };
    case 'c':
      return { kind: 'comment' };
    case 'Enter':
      return { kind: 'save' };
    default:
      return null;
  }
}

/** Whether a key event comes from a place that takes typing (where shortcuts must not fire). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return (
    tag === 'TEXTAREA' ||
    tag === 'SELECT' ||
    (tag === 'INPUT' && (target as HTMLInputElement).type !== 'radio')
  );
}
