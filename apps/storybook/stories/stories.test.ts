import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as ui from '@lookout/ui';
import { describe, expect, it } from 'vitest';

const storiesDir = import.meta.dirname;
const uiDist = path.dirname(createRequire(import.meta.url).resolve('@lookout/ui'));

/** React components are exported under PascalCase names (constants are UPPER_CASE). */
function isComponent(name: string, value: unknown): boolean {
  const callable =
    typeof value === 'function' ||
    (typeof value === 'object' && value !== null && '$$typeof' in value);
  return callable && /^[A-Z][A-Za-z0-9]*[a-z][A-Za-z0-9]*$/.test(name);
}

/** The built modules of @lookout/ui, by base name (`dialog`, `dynamic-icon`, …). */
function uiModules(): string[] {
  return readdirSync(uiDist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js') && file !== 'index.js')
    .map((file) => file.slice(0, -'.js'.length));
}

const componentsByModule = new Map<string, string[]>();
for (const module of uiModules()) {
  const exports = (await import(pathToFileURL(path.join(uiDist, `${module}.js`)).href)) as Record<
    string,
    unknown
  >;
  const components = Object.entries(exports)
    .filter(([name, value]) => isComponent(name, value))
    .map(([name]) => name);
  if (components.length > 0) componentsByModule.set(path.basename(module), components);
}

interface StoryShape {
  render?: unknown;
  globals?: { theme?: string };
}
interface StoryModule {
  default: { title?: string; component?: unknown; render?: unknown };
  [story: string]: unknown;
}

const storyFiles = readdirSync(storiesDir).filter((file) => file.endsWith('.stories.tsx'));

describe('the Storybook of @lookout/ui', () => {
  it('finds the components of every ui module', () => {
    const fromModules = [...componentsByModule.values()].flat().sort();
    const fromIndex = Object.entries(ui)
      .filter(([name, value]) => isComponent(name, value))
      .map(([name]) => name)
      .sort();
    expect(fromModules).toEqual(fromIndex);
    expect(fromIndex).toContain('Button');
  });

  it.each([...componentsByModule])('has a story file for %s (%s)', (module) => {
    expect(storyFiles).toContain(`${module}.stories.tsx`);
  });

  it.each(storyFiles)('%s shows its component in light and in dark', async (file) => {
    const stories = (await import(`./${file}`)) as StoryModule;
    const meta = stories.default;
    expect(meta.title, 'a title under UI/ (the kit) or Web/ (web app components)').toMatch(
      /^(UI|Web)\//,
    );
    const renders = (story: StoryShape) => Boolean(story.render ?? meta.render ?? meta.component);
    const named = Object.entries(stories)
      .filter(([name]) => name !== 'default')
      .map(([name, story]) => [name, story as StoryShape] as const);

    const light = named.filter(([, story]) => (story.globals?.theme ?? 'light') === 'light');
    const dark = named.filter(([, story]) => story.globals?.theme === 'dark');
    expect(
      light.map(([name]) => name),
      'a light story',
    ).not.toEqual([]);
    expect(
      dark.map(([name]) => name),
      'a dark story',
    ).not.toEqual([]);
    for (const [name, story] of [...light, ...dark])
      expect(renders(story), `${name} renders something`).toBe(true);
  });
});
