import type { Edition, Plan, Role } from '@lookout/domain';
import type { PlanReadOnly } from './write-access.js';

/** The self-hosted licence of an org (SPEC §3): whether evaluations are licensed, and until when. */
export interface LicenseInfo {
  /** Evaluations, datasets and checklists are licensed. */
  evalEnabled: boolean;
  /** ISO 8601 date-time after which the licence no longer works. */
  expiresAt: string;
}

/** Everything the UI gating rules look at: who the user is and what their org has. */
export interface GatingContext {
  role: Role;
  plan: Plan;
  edition: Edition;
  /** The org has the beta flag (SPEC §3). */
  beta: boolean;
  /** The org uses the second version of datasets (SPEC §2). */
  datasetV2Enabled: boolean;
  /** The licence of a self-hosted install; `null` on cloud or when none is installed. */
  license: LicenseInfo | null;
  /**
   * What a downgrade left read-only for the user (cloud, `planReadOnlyOf`); null or absent when
   * nothing is. `writeAccess` combines it with the role.
   */
  readOnly?: PlanReadOnly | null;
}
