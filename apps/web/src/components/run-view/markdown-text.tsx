import { IconPhoto } from '@tabler/icons-react';
import { createContext, memo, type ReactNode, useContext } from 'react';
import Markdown, { type Components, type ExtraProps } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeLinkUrl } from './chat/safe-url';
import { Heading, subLevel, useOutlineLevel } from './outline-level';

type MarkdownNode = NonNullable<ExtraProps['node']>;
type MarkdownChild = MarkdownNode['children'][number];

const remarkPlugins = [remarkGfm];
const linkClasses =
  'font-medium text-primary-ink underline underline-offset-2 hover:decoration-2 focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-ring';

/** Inside a link: an image there shows as text, since links do not nest. */
const InLinkContext = createContext(false);

/** The text of a Markdown (hast) node and everything in it. */
function textOf(node: MarkdownChild | MarkdownNode): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element') return node.children.map(textOf).join('');
  return '';
}

/** Every URL of the text passes through here: a link may only lead to http(s) or mailto. */
function urlTransform(url: string): string {
  return safeLinkUrl(url) ?? '';
}

function Link({ href, title, children }: { href?: string; title?: string; children: ReactNode }) {
  if (!href) {
    // An unsafe or relative address: its text stays, not clickable.
    return (
      <span
        title="Link not followed: only http, https and mailto links open"
        className="underline decoration-dotted"
      >
        {children}
      </span>
    );
  }
  return (
    <a href={href} title={title} target="_blank" rel="noopener noreferrer" className={linkClasses}>
      <InLinkContext.Provider value={true}>{children}</InLinkContext.Provider>
    </a>
  );
}

/** An image of the text, as a link to it: logged text never loads remote images. */
function ImageLink({ src, alt }: { src?: string | undefined; alt?: string | undefined }) {
  const inLink = useContext(InLinkContext);
  const label = (
    <>
      <IconPhoto className="mr-0.5 inline size-3.5 align-[-0.125em]" aria-hidden />
      Image{alt ? `: ${alt}` : ''}
    </>
  );
  if (!src || inLink) return <span className="text-muted-foreground">{label}</span>;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer" title={src} className={linkClasses}>
      {label}
    </a>
  );
}

/** A fenced or indented code block: monospace, scrolled sideways rather than wrapped. */
function CodeBlock({ node }: { node?: MarkdownNode | undefined }) {
  const code = node?.children.find(
    (child): child is MarkdownNode => child.type === 'element' && child.tagName === 'code',
  );
  const classes = code?.properties.className;
  const language = (Array.isArray(classes) ? classes : [])
    .map(String)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
  const text = (code ? textOf(code) : node ? textOf(node) : '').replace(/\n$/, '');
  return (
    <pre
      data-language={language || undefined}
      className="max-w-full overflow-x-auto rounded-md border border-border bg-muted px-3 py-2 font-mono text-xs leading-normal whitespace-pre"
    >
      <code>{text}</code>
    </pre>
  );
}

const headingClasses = [
  'text-base font-semibold',
  'text-sm font-semibold',
  'text-sm font-semibold',
  'text-sm font-medium',
  'text-sm font-medium',
  'text-sm font-medium text-muted-foreground',
] as const;

/** A Markdown heading, placed in the page outline below the heading the text belongs to. */
function markdownHeading(depth: 1 | 2 | 3 | 4 | 5 | 6) {
  return function MarkdownHeading({ children }: { children?: ReactNode }) {
    const level = subLevel(useOutlineLevel(), depth);
    return (
      <Heading level={level} className={`mt-1 ${headingClasses[depth - 1]}`}>
        {children}
      </Heading>
    );
  };
}

const components: Components = {
  h1: markdownHeading(1),
  h2: markdownHeading(2),
  h3: markdownHeading(3),
  h4: markdownHeading(4),
  h5: markdownHeading(5),
  h6: markdownHeading(6),
  p: ({ children }) => <p className="whitespace-pre-line">{children}</p>,
  a: ({ href, title, children }) => (
    <Link href={href} title={title}>
      {children}
    </Link>
  ),
  img: ({ src, alt }) => <ImageLink src={typeof src === 'string' ? src : undefined} alt={alt} />,
  pre: ({ node }) => <CodeBlock node={node} />,
  code: ({ children }) => (
    <code className="rounded bg-muted px-1 py-0.5 font-mono text-[0.85em]">{children}</code>
  ),
  ul: ({ children, className }) => (
    <ul
      className={`flex flex-col gap-1 ${className?.includes('contains-task-list') ? 'list-none pl-1' : 'list-disc pl-5'}`}
    >
      {children}
    </ul>
  ),
  ol: ({ children, start }) => (
    <ol start={start} className="flex list-decimal flex-col gap-1 pl-5">
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-0.5 [&>input]:mr-1.5">{children}</li>,
  blockquote: ({ children }) => (
    <blockquote className="flex flex-col gap-2 border-l-2 border-border pl-3 text-muted-foreground">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="border-border" />,
  table: ({ children }) => (
    <div className="max-w-full overflow-x-auto rounded-md border border-border">
      <table className="w-full border-collapse text-xs wrap-break-word">{children}</table>
    </div>
  ),
  thead: ({ children }) => <thead className="bg-muted">{children}</thead>,
  tr: ({ children }) => <tr className="border-b border-border last:border-b-0">{children}</tr>,
  th: ({ children, style }) => (
    <th
      style={style}
      className="border-r border-border px-2 py-1 text-left font-semibold last:border-r-0"
    >
      {children}
    </th>
  ),
  td: ({ children, style }) => (
    <td style={style} className="border-r border-border px-2 py-1 align-top last:border-r-0">
      {children}
    </td>
  ),
};

/**
 * Logged message text rendered as Markdown (GitHub flavour: tables, task lists,
 * strikethrough, autolinks). Raw HTML in the text shows as text and never becomes elements;
 * links open in a new tab and only lead to http(s) or mailto; images show as links, so
 * nothing is loaded from the text; code blocks scroll sideways; long words wrap.
 *
 * @example <MarkdownText text={'## Steps\n1. Open **Settings**\n```sh\nls\n```'} />
 */
export const MarkdownText = memo(function MarkdownText({ text }: { text: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-2 text-sm leading-relaxed wrap-anywhere">
      <Markdown remarkPlugins={remarkPlugins} components={components} urlTransform={urlTransform}>
        {text}
      </Markdown>
    </div>
  );
});
