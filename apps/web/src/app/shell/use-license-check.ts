import type { Edition, Org } from '@lookout/domain';
import { isLicenseExpired } from '@lookout/rbac';
import { useEffect } from 'react';
import { handleLicenseExpired } from '../../lib/license-expired';

/** Self-hosted: an expired licence says so and signs out (SPEC §4). */
export function useLicenseCheck(org: Pick<Org, 'license'> | undefined, edition: Edition): void {
  const expiresAt = org?.license?.expiresAt;
  const evalEnabled = org?.license?.evalEnabled ?? false;
  useEffect(() => {
    if (edition !== 'self-hosted' || expiresAt === undefined) return;
    if (isLicenseExpired({ expiresAt, evalEnabled }, new Date())) handleLicenseExpired();
  }, [edition, expiresAt, evalEnabled]);
}
