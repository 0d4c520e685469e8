import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';
import { OutlineLevel } from './outline-level';

afterEach(cleanup);

const pwned = () => (window as unknown as { __pwned?: boolean }).__pwned;

describe('MarkdownText', () => {
  it('renders headings, emphasis, lists, quotes, code and tables', () => {
    const { container } = render(
      <MarkdownText
        text={[
          '# Refund policy',
          '',
          'Refunds take **five** days, _maybe_ ~~ten~~. Run `refund --id 7`.',
          '',
          '- first',
          '- second',
          '',
          '1. open',
          '2. close',
          '',
          '- [x] done',
          '',
          '> quoted',
          '',
          '```python',
          'print("a very long line that should scroll sideways rather than wrap")',
          '```',
          '',
          '| Plan | Price |',
          '| :--- | ----: |',
          '| Team | $20 |',
        ].join('\n')}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Refund policy' })).toBeTruthy();
    expect(screen.getByText('five').tagName).toBe('STRONG');
    expect(screen.getByText('maybe').tagName).toBe('EM');
    expect(screen.getByText('ten').tagName).toBe('DEL');
    expect(screen.getByText('refund --id 7').tagName).toBe('CODE');
    const [bullets, steps] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(steps?.tagName).toBe('OL');
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true);
    expect(container.querySelector('blockquote')?.textContent).toContain('quoted');

    const code = container.querySelector('pre');
    expect(code?.getAttribute('data-language')).toBe('python');
    expect(code?.textContent).toBe(
      'print("a very long line that should scroll sideways rather than wrap")',
    );
    expect(code?.className).toContain('overflow-x-auto');

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Plan', 'Price']);
    expect(within(table).getByRole('cell', { name: '$20' }).style.textAlign).toBe('right');
  });

  it('keeps the line breaks of a paragraph', () => {
    render(<MarkdownText text={'Roses are red\nViolets are blue'} />);
    const paragraph = screen.getByText(/Roses are red/);
    expect(paragraph.textContent).toBe('Roses are red\nViolets are blue');
    expect(paragraph.className).toContain('whitespace-pre-line');
  });

  it('shows raw HTML as text and never creates its elements', () => {
    const script = '<script>window.__pwned = true</script>';
    const image = '<img src=x onerror="window.__pwned = true">';
    const { container } = render(
      <MarkdownText
        text={`${script}\n\nInline ${image} and <b onclick="window.__pwned = true">bold</b>.\n\n${image}`}
      />,
    );
    expect(container.querySelector('script, img, b, [onerror], [onclick]')).toBeNull();
    expect(container.textContent).toContain(script);
    expect(container.textContent).toContain(`Inline ${image} and <b`);
    expect(pwned()).toBeUndefined();
  });

  it('opens safe links in a new tab and leaves unsafe ones unclickable', () => {
    const { container } = render(
      <MarkdownText
        text={[
          '[docs](https://docs.test/refunds "Refunds")',
          '[mail us](mailto:help@docs.test)',
          'see www.docs.test/faq',
          '[click me](javascript:alert(1))',
          '<javascript:alert(2)>',
          '[html](data:text/html,<script>alert(3)</script>)',
          '[local](/admin)',
        ].join('\n\n')}
      />,
    );
    const docs = screen.getByRole('link', { name: 'docs' });
    expect(docs.getAttribute('href')).toBe('https://docs.test/refunds');
    expect(docs.getAttribute('target')).toBe('_blank');
    expect(docs.getAttribute('rel')).toBe('noopener noreferrer');
    expect(docs.getAttribute('title')).toBe('Refunds');
    expect(screen.getByRole('link', { name: 'mail us' }).getAttribute('href')).toBe(
      'mailto:help@docs.test',
    );
    expect(screen.getByRole('link', { name: 'www.docs.test/faq' }).getAttribute('href')).toBe(
      'http://www.docs.test/faq',
    );

    expect(screen.getAllByRole('link')).toHaveLength(3);
    for (const text of ['click me', 'html', 'local']) {
      expect(screen.getByText(text).closest('a')).toBeNull();
    }
    for (const anchor of container.querySelectorAll('a')) {
      expect(anchor.getAttribute('href')).toMatch(/^(https?|mailto):/);
    }
  });

  it('shows images as links to them and loads none', () => {
    const { container } = render(
      <MarkdownText
        text={[
          '![a cat](https://img.test/cat.png)',
          '![tracker](javascript:alert(1))',
          '[![badge](https://img.test/badge.svg)](https://docs.test/ci)',
        ].join('\n\n')}
      />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: 'Image: a cat' }).getAttribute('href')).toBe(
      'https://img.test/cat.png',
    );
    expect(screen.getByText('Image: tracker').closest('a')).toBeNull();
    // An image inside a link: the link stays, and links do not nest.
    const badge = screen.getByRole('link', { name: 'Image: badge' });
    expect(badge.getAttribute('href')).toBe('https://docs.test/ci');
    expect(container.querySelector('a a')).toBeNull();
  });

  it('places its headings below the heading the text belongs to', () => {
    render(
      <OutlineLevel level={4}>
        <MarkdownText text={'# Title\n\n## Part\n\n### Detail'} />
      </OutlineLevel>,
    );
    expect(screen.getByRole('heading', { name: 'Title' }).tagName).toBe('H5');
    expect(screen.getByRole('heading', { name: 'Part' }).tagName).toBe('H6');
    expect(screen.getByRole('heading', { name: 'Detail' }).tagName).toBe('H6');
  });
});
