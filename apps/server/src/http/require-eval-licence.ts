import { hasEvalLicense } from '@lookout/rbac';
import { createMiddleware } from 'hono/factory';
import { ApiError } from './api-error.js';
import type { AppEnv } from './app-env.js';

/**
 * Refuses datasets, evaluators, checklists and experiments with 403
 * `licence_required` on a self-hosted install whose licence lacks
 * `evalEnabled` (SPEC §6, DESIGN §11); the cloud edition always has them.
 */
export const requireEvalLicence = createMiddleware<AppEnv>(async (c, next) => {
  const { config, licence } = c.var.ctx;
  if (!hasEvalLicense({ edition: config.edition, license: licence })) {
    throw new ApiError(
      403,
      'Licence required',
      'Datasets, evaluations and checklists need a Lookout licence with evaluations enabled. Set LOOKOUT_LICENSE_KEY and LOOKOUT_LICENSE_PUBLIC_KEY and restart the server.',
      { code: 'licence_required' },
    );
  }
  await next();
});
