/**
 * Destinations whose pages later work builds. Until then each route shows its title, what it
 * will hold, and no data (SPEC §2 lists them).
 */
export const upcomingPages = [
  {
    paths: ['data-rules'],
    title: 'Data Rules',
    icon: 'IconFilterCog',
    description:
      'Masking and filtering rules applied to logs as they arrive, such as hiding personal data.',
  },
  {
    paths: ['alerts'],
    title: 'Alerts',
    icon: 'IconBell',
    description: 'Notifications when errors, costs or latency cross a threshold you set.',
  },
  {
    paths: ['guardrails'],
    title: 'Guardrails',
    icon: 'IconShieldCheck',
    description: 'Checks that flag or block unsafe inputs and outputs as they happen.',
  },
] as const satisfies readonly {
  paths: readonly string[];
  title: string;
  icon: string;
  description: string;
}[];
