import { describe, expect, it } from 'vitest';
import { safeMediaUrl } from './safe-url';

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
