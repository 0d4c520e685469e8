import type { UserConfig } from 'vitest/config';

/** Vitest settings shared by every workspace, merged with package overrides. */
export declare function defineLookoutConfig(overrides?: UserConfig): UserConfig;
