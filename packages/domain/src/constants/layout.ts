/** Fixed sizes of the web app's shell and dialogs, in CSS pixels (SPEC §2, §9). */
export const layoutSizes = {
  sidebarWidth: 200,
  projectDropdownWidth: 400,
  iconPickerWidth: 270,
  iconPickerMaxHeight: 260,
  upgradeModalWidth: 900,
  pagePadding: 24,
} as const satisfies Record<string, number>;

/**
 * Paths that render full-bleed, without the page padding. A path matches when
 * it starts with one of these prefixes.
 */
export const fullBleedPathPrefixes = ['/prompt', '/traces', '/intelligence'] as const;
