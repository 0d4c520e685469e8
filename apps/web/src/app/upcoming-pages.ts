/**
 * Destinations whose pages later work builds. Until then each route shows its title, what it
 * will hold, and no data (SPEC §2 lists them).
 */
export const upcomingPages = [
  {
    paths: ['insights'],
    title: 'Insights',
    icon: 'IconBulb',
    description: 'Topics and sentiment found in your conversations.',
  },
] as const satisfies readonly {
  paths: readonly string[];
  title: string;
  icon: string;
  description: string;
}[];
