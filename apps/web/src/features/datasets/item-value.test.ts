import { describe, expect, it } from 'vitest';
import { fromValueDraft, itemValueText, parseMetadata, toValueDraft } from './item-value';

describe('item values', () => {
  it('shows messages with their roles and images', () => {
    expect(
      itemValueText([
        { role: 'system', content: 'Be brief' },
        {
          role: 'user',
          content: [
            { type: 'text', text: 'What is this?' },
            { type: 'image_url', image_url: { url: 'https://img.test/a.png' } },
          ],
        },
      ]),
    ).toBe('system: Be brief\nuser: What is this? [image https://img.test/a.png]');
  });

  it('turns a draft with an image into parts and back', () => {
    const sent = fromValueDraft(
      {
        kind: 'chat',
        messages: [{ role: 'user', text: 'Describe', imageUrls: ['https://img.test/a.png'] }],
      },
      'Input',
    );
    expect(sent).toEqual({
      value: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Describe' },
            { type: 'image_url', image_url: { url: 'https://img.test/a.png' } },
          ],
        },
      ],
    });
    if ('value' in sent) expect(toValueDraft(sent.value)).toMatchObject({ kind: 'chat' });
  });

  it('refuses an image that is not a URL and metadata that is not an object', () => {
    expect(
      fromValueDraft(
        { kind: 'chat', messages: [{ role: 'user', text: '', imageUrls: ['x'] }] },
        'Input',
      ),
    ).toEqual({ error: 'Message 1: "x" is not an http(s) or data: URL' });
    expect(parseMetadata('[1]')).toEqual({
      error: 'Metadata must be a JSON object, like {"topic": "billing"}',
    });
    expect(parseMetadata('{oops')).toEqual({ error: 'Metadata is not valid JSON' });
    expect(parseMetadata('')).toEqual({ value: {} });
  });
});
