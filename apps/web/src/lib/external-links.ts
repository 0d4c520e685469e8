/**
 * Pages outside the app that the shell links to, kept in one place so a deployment can point
 * them elsewhere. They open in a new tab.
 */
const repositoryUrl = 'https://github.com/lookout-observability/lookout';

export const externalLinks = {
  /** The code-hosting page the star card invites users to star. */
  repository: repositoryUrl,
  documentation: `${repositoryUrl}#readme`,
  changelog: `${repositoryUrl}/releases`,
  /** Cloud only: where users send feedback. */
  feedback: `${repositoryUrl}/discussions`,
  /** The scheduling page that the enterprise plan's 'Get a Quote' opens. */
  enterpriseQuote: 'https://cal.com/lookout/enterprise',
} as const;
