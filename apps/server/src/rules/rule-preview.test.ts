import { rulePreviewMaxTextLength } from '@lookout/domain';
import { describe, expect, it } from 'vitest';
import { maskedPreview, maskingDetector } from './rule-preview.js';

const detector = maskingDetector({
  type: 'masking',
  piiKinds: ['email', 'regex'],
  customRegexes: ['ORD-\\d+'],
});

const marked = (preview: ReturnType<typeof maskedPreview>) =>
  preview?.spans.map((span) => [preview.text.slice(span.start, span.end), span.replacement]);

describe('maskedPreview', () => {
  it('shows chat messages one value per line, with spans in the joined text', () => {
    const stored = JSON.stringify([
      { role: 'user', content: 'Mail ada@example.com' },
      { role: 'assistant', content: 'Order ORD-12 noted' },
    ]);
    const preview = maskedPreview(stored, detector);
    expect(preview?.text).toBe('user\nMail ada@example.com\nassistant\nOrder ORD-12 noted');
    expect(marked(preview)).toEqual([
      ['ada@example.com', '[EMAIL]'],
      ['ORD-12', '[REDACTED]'],
    ]);
    expect(preview?.truncated).toBe(false);
  });

  it('keeps a plain string as it is and returns null for a missing field', () => {
    expect(maskedPreview(JSON.stringify('x@y.io'), detector)?.text).toBe('x@y.io');
    expect(maskedPreview(null, detector)).toBeNull();
  });

  it('cuts a long text at the preview limit and says so', () => {
    const stored = JSON.stringify(`${'a'.repeat(rulePreviewMaxTextLength)} ada@example.com`);
    const preview = maskedPreview(stored, detector);
    expect(preview?.text).toHaveLength(rulePreviewMaxTextLength);
    expect(preview?.truncated).toBe(true);
    expect(preview?.spans).toEqual([]);
  });

  it('shows a value cut when read as raw text and still marks what it finds', () => {
    const preview = maskedPreview('{"content": "ada@example.com and mo', detector);
    expect(marked(preview)).toEqual([['ada@example.com', '[EMAIL]']]);
  });

  it('marks nothing without a detector (filtering rules)', () => {
    expect(maskedPreview(JSON.stringify('ada@example.com'), null)?.spans).toEqual([]);
  });
});
