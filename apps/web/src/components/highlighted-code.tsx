import { normalizeTokens, Prism, type PrismGrammar } from 'prism-react-renderer';
import { Fragment, useMemo } from 'react';
import type { CodeLanguage } from '../lib/code-language';

/**
 * Shell lines and `.env` files (`npm install …`, `KEY="value"`, `# comment`), which the bundled
 * Prism lacks: enough to set names, values and comments apart.
 */
const shellGrammar: PrismGrammar = {
  comment: { pattern: /(^|\s)#.*/, lookbehind: true, greedy: true },
  string: { pattern: /"(?:\\.|[^"\\\n])*"|'[^'\n]*'/, greedy: true },
  variable: { pattern: /(^|\n)[A-Za-z_][A-Za-z0-9_]*(?==)/, lookbehind: true },
  function: { pattern: /(^|\n)(?:npm|pnpm|yarn|pip|npx|export|curl)\b/, lookbehind: true },
  operator: /=/,
};

/** Prism's grammar for each language (Prism calls TypeScript and JavaScript by their names). */
function grammarFor(language: CodeLanguage): PrismGrammar {
  if (language === 'shell') return shellGrammar;
  // A language Prism lacks shows as plain text.
  return Prism.languages[language] ?? {};
}

/**
 * Text colours per Prism token type, readable (4.5:1) on the code block's muted background in
 * both themes. The most specific type of a token wins; plain text keeps the block's colour.
 */
const tokenClasses: Record<string, string> = {
  comment: 'italic text-muted-foreground',
  prolog: 'text-muted-foreground',
  punctuation: 'text-muted-foreground',
  operator: 'text-muted-foreground',
  keyword: 'text-violet-700 dark:text-violet-300',
  builtin: 'text-violet-700 dark:text-violet-300',
  atrule: 'text-violet-700 dark:text-violet-300',
  string: 'text-green-800 dark:text-green-300',
  char: 'text-green-800 dark:text-green-300',
  'template-string': 'text-green-800 dark:text-green-300',
  'attr-value': 'text-green-800 dark:text-green-300',
  function: 'text-blue-700 dark:text-blue-300',
  'class-name': 'text-blue-700 dark:text-blue-300',
  number: 'text-amber-800 dark:text-amber-300',
  boolean: 'text-amber-800 dark:text-amber-300',
  constant: 'text-amber-800 dark:text-amber-300',
  null: 'text-amber-800 dark:text-amber-300',
  variable: 'text-cyan-800 dark:text-cyan-300',
  property: 'text-cyan-800 dark:text-cyan-300',
  'attr-name': 'text-cyan-800 dark:text-cyan-300',
  parameter: 'text-cyan-800 dark:text-cyan-300',
};

/** The class of a token's most specific type that has a colour, if any. */
function classOf(types: readonly string[]): { type: string; className: string } | null {
  for (let index = types.length - 1; index >= 0; index -= 1) {
    const type = types[index];
    const className = type === undefined ? undefined : tokenClasses[type];
    if (type !== undefined && className) return { type, className };
  }
  return null;
}

/**
 * `code` with its syntax coloured, as the content of a `<pre>`. Loaded on demand by `CodeBlock`
 * (the highlighter is a chunk of its own), so pages without code never download it.
 */
export default function HighlightedCode({
  code,
  language,
}: {
  code: string;
  language: CodeLanguage;
}) {
  const lines = useMemo(
    () => normalizeTokens(Prism.tokenize(code, grammarFor(language))),
    [code, language],
  );
  return (
    <code data-language={language}>
      {lines.map((line, lineIndex) => (
        <Fragment key={lineIndex}>
          {lineIndex > 0 ? '\n' : null}
          {line.map((token, tokenIndex) => {
            const colour = classOf(token.types);
            return colour ? (
              <span key={tokenIndex} data-token={colour.type} className={colour.className}>
                {token.content}
              </span>
            ) : (
              <Fragment key={tokenIndex}>{token.content}</Fragment>
            );
          })}
        </Fragment>
      ))}
    </code>
  );
}
