import { describe, expect, it } from 'vitest';
import { safeLinkUrl, safeMediaUrl } from './safe-url';

describe('safeMediaUrl', () => {
  it('allows web URLs and data URLs of the right media type only', () => {
    expect(safeMediaUrl('https://a.test/x.png', 'image')).toBe('https://a.test/x.png');
    expect(safeMediaUrl('data:image/png;base64,AAAA', 'image')).toBe('data:image/png;base64,AAAA');
    expect(safeMediaUrl('data:audio/wav;base64,AAAA', 'image')).toBeNull();
    expect(safeMediaUrl('javascript:alert(1)', 'link')).toBeNull();
    expect(safeMediaUrl('data:text/html,<script>alert(1)</script>', 'image')).toBeNull();
    expect(safeMediaUrl('not a url', 'audio')).toBeNull();
  });
});

describe('safeLinkUrl', () => {
  it('follows http, https and mailto links only', () => {
    expect(safeLinkUrl(' https://docs.test/a?b=1 ')).toBe('https://docs.test/a?b=1');
    expect(safeLinkUrl('http://docs.test')).toBe('http://docs.test');
    expect(safeLinkUrl('mailto:help@docs.test')).toBe('mailto:help@docs.test');
    for (const url of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'blob:https://docs.test/1',
      'file:///etc/passwd',
      '/relative/path',
      '#anchor',
      '',
    ]) {
      expect(safeLinkUrl(url)).toBeNull();
    }
  });
});
