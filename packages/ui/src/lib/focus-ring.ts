/**
 * The focus ring every interactive control shows when reached by keyboard.
 * Kept in one place so all controls look alike in light and dark.
 */
export const focusRing =
  'outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background';

/** The focus ring of text fields, drawn inside the field's own border. */
export const fieldFocusRing =
  'outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40';
