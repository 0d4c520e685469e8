import { allExpanded, defaultStyles, JsonView as LiteJsonView } from 'react-json-view-lite';
import 'react-json-view-lite/dist/index.css';

// The library's icons and layout, with colours from the app's theme so the tree reads in light
// and dark alike (its own dark style follows no class of ours).
const treeStyles: typeof defaultStyles = {
  ...defaultStyles,
  container: 'font-mono text-xs leading-5 whitespace-pre-wrap break-words',
  label: 'mr-1 font-semibold text-foreground',
  punctuation: 'text-muted-foreground',
  stringValue: 'text-emerald-700 dark:text-emerald-300',
  numberValue: 'text-sky-700 dark:text-sky-300',
  booleanValue: 'text-purple-700 dark:text-purple-300',
  nullValue: 'text-muted-foreground',
  undefinedValue: 'text-muted-foreground',
  otherValue: 'text-foreground',
  ariaLables: { collapseJson: 'Collapse', expandJson: 'Expand' },
};

/**
 * A JSON object or array as a tree whose nodes fold and unfold (by click or keyboard). Loaded
 * with the run view in its own chunk, never by the first route.
 */
export function JsonTree({ value, label }: { value: object; label?: string }) {
  return (
    <LiteJsonView
      data={value}
      style={treeStyles}
      shouldExpandNode={allExpanded}
      aria-label={label ? `${label} as a tree` : undefined}
    />
  );
}
