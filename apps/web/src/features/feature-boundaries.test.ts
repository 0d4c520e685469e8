import { describe, expect, it } from 'vitest';

// DESIGN §8: features do not import each other, and the shared folders (src/components, src/api,
// src/lib, src/stores, src/testing) import no feature. Pages that combine features are composed
// in src/app. Vite reads the sources as text (keys relative to this folder, e.g.
// './logs/components/logs-page.tsx'); the web app has no Node types, so no node:fs here.
const featureSources = import.meta.glob<string>('./**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});
const sharedSources = import.meta.glob<string>(
  [
    '../components/**/*.{ts,tsx}',
    '../api/**/*.{ts,tsx}',
    '../lib/**/*.{ts,tsx}',
    '../stores/**/*.{ts,tsx}',
    '../testing/**/*.{ts,tsx}',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/** Module specifiers of static imports and re-exports, dynamic imports and vi.mock calls. */
const specifierPatterns = [
  /\bfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
  /\bvi\.mock\(\s*['"]([^'"]+)['"]/g,
];

/** Every module specifier `source` imports, in order of appearance per pattern. */
function importedSpecifiers(source: string): string[] {
  return specifierPatterns.flatMap((pattern) =>
    [...source.matchAll(pattern)].flatMap((match) => (match[1] ? [match[1]] : [])),
  );
}

/**
 * `specifier` resolved against the folder of `file`, both '/'-separated; listed paths start with
 * './' (inside src/features) or '../' (elsewhere in src), and so does the answer ('./' dropped).
 *
 * @example resolveFrom('./logs/components/a.tsx', '../../../lib/b') // '../lib/b'
 */
function resolveFrom(file: string, specifier: string): string {
  const parts = file.replace(/^\.\//, '').split('/').slice(0, -1);
  for (const segment of specifier.split('/')) {
    if (segment === '..') {
      if (parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
      else parts.push('..');
    } else if (segment !== '.' && segment !== '') {
      parts.push(segment);
    }
  }
  return parts.join('/');
}

/**
 * The feature folder an import lands in, or null when it leaves src/features (or is a package).
 * Relative paths are resolved from `file`; a bare or aliased specifier naming a
 * `features/<area>` folder counts as that feature.
 *
 * @example featureOfImport('./logs/log-columns.tsx', '../runs/chat/preview-text') // 'runs'
 */
function featureOfImport(file: string, specifier: string): string | null {
  if (specifier.startsWith('.')) {
    const resolved = resolveFrom(file, specifier).split('/');
    if (resolved[0] === '..' && resolved[1] === 'features' && resolved[2]) return resolved[2];
    if (resolved[0] === '..' || resolved.length < 2) return null;
    return resolved[0] ?? null;
  }
  return /(?:^|\/)features\/([^/]+)/.exec(specifier)?.[1] ?? null;
}

/** The feature folder of a file listed relative to src/features. */
function ownFeature(file: string): string | null {
  const parts = file.split('/');
  return parts.length > 2 ? (parts[1] ?? null) : null;
}

/** A path listed relative to src/features, as from the app's folder: 'src/…'. */
function displayPath(file: string): string {
  return file.startsWith('../') ? `src/${file.slice(3)}` : `src/features/${file.slice(2)}`;
}

/** "file imports specifier" for each import of `sources` that `isViolation` rejects. */
function violations(
  sources: Record<string, string>,
  isViolation: (file: string, specifier: string) => boolean,
): string[] {
  return Object.entries(sources).flatMap(([file, source]) =>
    importedSpecifiers(source)
      .filter((specifier) => isViolation(file, specifier))
      .map((specifier) => `${displayPath(file)} imports '${specifier}'`),
  );
}

describe('feature boundaries', () => {
  it('reads the feature sources', () => {
    expect(Object.keys(featureSources)).toContain('./logs/components/logs-page.tsx');
    expect(Object.keys(sharedSources).length).toBeGreaterThan(10);
  });

  it('finds the feature an import lands in', () => {
    expect(featureOfImport('./logs/log-columns.tsx', '../runs/chat/preview-text')).toBe('runs');
    expect(featureOfImport('./logs/components/logs-page.tsx', '../../views/api/x')).toBe('views');
    expect(featureOfImport('./logs/components/logs-page.tsx', '../api/list-runs')).toBe('logs');
    expect(featureOfImport('./logs/components/logs-page.tsx', '../../../lib/x')).toBeNull();
    expect(featureOfImport('../components/a.tsx', '../features/runs/b')).toBe('runs');
    expect(featureOfImport('../components/a.tsx', './code-block')).toBeNull();
    expect(featureOfImport('./logs/a.ts', '@/features/views/b')).toBe('views');
    expect(featureOfImport('./logs/a.ts', '@lookout/ui')).toBeNull();
  });

  it('lets no feature import another feature', () => {
    const found = violations(featureSources, (file, specifier) => {
      const target = featureOfImport(file, specifier);
      return target !== null && target !== ownFeature(file);
    });
    expect(found, `features must not import each other:\n${found.join('\n')}`).toEqual([]);
  });

  it('lets no shared folder import a feature or the app', () => {
    const found = violations(
      sharedSources,
      (file, specifier) =>
        featureOfImport(file, specifier) !== null ||
        (specifier.startsWith('.') && resolveFrom(file, specifier).startsWith('../app/')),
    );
    expect(found, `shared code must not import features:\n${found.join('\n')}`).toEqual([]);
  });
});
