import { z } from 'zod';

/**
 * An icon chosen in the icon picker, stored by its Tabler name (`IconAnalyze`).
 * Names the web app does not know are drawn as the default icon.
 */
export const storedIconSchema = z
  .string()
  .regex(/^Icon[A-Z0-9]\w*$/, "Icon must be an icon name such as 'IconAnalyze'");
