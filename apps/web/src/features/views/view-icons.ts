import type { IconComponent } from '@lookout/ui';
import { useEffect, useState } from 'react';

type Icons = Readonly<Record<string, IconComponent>>;

/** The picker's set once loaded: every later view entry has it at once. */
let loadedIcons: Icons | undefined;

/**
 * The icon picker's set (about ninety icons) that saved views name their icon from, loaded on
 * demand: the sidebar and the logs page show before it, a view's icon a moment later. Undefined
 * until it has arrived (or when it could not be fetched: the entry keeps its blank square).
 */
export function usePickerIcons(): Icons | undefined {
  const [icons, setIcons] = useState(loadedIcons);
  useEffect(() => {
    if (icons) return;
    let live = true;
    import('./picker-icons')
      .then((module) => {
        loadedIcons = module.pickerIcons;
        if (live) setIcons(module.pickerIcons);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [icons]);
  return icons;
}
