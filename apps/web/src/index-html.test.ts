import { afterEach, describe, expect, it } from 'vitest';
import indexHtml from '../index.html?raw';
import themeBootstrap from '../public/theme-bootstrap.js?raw';

/** Runs the theme bootstrap as the browser would, before React starts. */
function runThemeBootstrap() {
  new Function(themeBootstrap)();
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.classList.remove('dark');
});

describe('index.html', () => {
  it('has no inline script, which the Content-Security-Policy would block', () => {
    const scripts = [...indexHtml.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\//);
      expect(body?.trim()).toBe('');
    }
    expect(indexHtml).toContain('<script src="/theme-bootstrap.js"></script>');
  });

  it('applies a stored dark theme before the app renders, and leaves light alone', () => {
    localStorage.setItem('lookout-theme', JSON.stringify({ state: { preference: 'dark' } }));
    runThemeBootstrap();
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    document.documentElement.classList.remove('dark');
    localStorage.setItem('lookout-theme', JSON.stringify({ state: { preference: 'light' } }));
    runThemeBootstrap();
    expect(document.documentElement.classList.contains('dark')).toBe(false);
  });

  it('survives unreadable storage', () => {
    localStorage.setItem('lookout-theme', '{not json');
    expect(runThemeBootstrap).not.toThrow();
  });
});
