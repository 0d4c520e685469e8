import type { Edition, Plan, Role } from '@lookout/domain';
import { can } from './can.js';
import { isPathAllowedForRole } from './role-paths.js';

/** The part of a gating context that the role checks need. */
type RoleContext = { role: Role };

/**
 * The project menu's settings button: needs settings:read.
 *
 * @example canSeeSettingsButton({ role: 'viewer' }) // false
 */
export function canSeeSettingsButton(context: RoleContext): boolean {
  return can(context.role, 'settings', 'read') && isPathAllowedForRole(context.role, '/settings');
}

/**
 * The project menu's Usage & Billing item: needs billing:read, and exists on cloud only.
 *
 * @example canSeeBillingItem({ role: 'billing', edition: 'cloud' }) // true
 */
export function canSeeBillingItem(context: RoleContext & { edition: Edition }): boolean {
  return (
    context.edition === 'cloud' &&
    can(context.role, 'billing', 'read') &&
    isPathAllowedForRole(context.role, '/billing')
  );
}

/**
 * The project menu's Team item: needs teamMembers:list. A role confined to other pages (the
 * Analytics Viewer) does not see it, since it could not open the page.
 *
 * @example canSeeTeamItem({ role: 'member' }) // false: members read teammates but not the list
 */
export function canSeeTeamItem(context: RoleContext): boolean {
  return can(context.role, 'teamMembers', 'list') && isPathAllowedForRole(context.role, '/team');
}

/**
 * Whether to fetch the latest invoice when billing is delinquent: needs billing:read (SPEC §7).
 *
 * @example canLookUpInvoice({ role: 'billing' }) // true
 */
export function canLookUpInvoice(context: RoleContext): boolean {
  return can(context.role, 'billing', 'read');
}

/**
 * The 'Pay outstanding invoice' link of the payment-failed alert: needs billing:update. Everyone
 * else reads 'Contact an org owner or billing admin to resolve billing issues.'
 *
 * @example canSeePayLink({ role: 'admin' }) // true
 */
export function canSeePayLink(context: RoleContext): boolean {
  return can(context.role, 'billing', 'update');
}

/**
 * Whether to fetch and show saved views (the sidebar's Views section): needs logs:list.
 *
 * @example canListSavedViews({ role: 'prompt_editor' }) // false
 */
export function canListSavedViews(context: RoleContext): boolean {
  return can(context.role, 'logs', 'list');
}

/** Plans that see the 'Unlock all features' upsell on cloud. */
const upsellPlans: readonly Plan[] = ['free', 'pro'];

/**
 * The 'Unlock all features' upsell in the project menu: free and pro plans, on cloud only.
 *
 * @example showUnlockAllFeatures({ plan: 'pro', edition: 'cloud' }) // true
 */
export function showUnlockAllFeatures(context: { plan: Plan; edition: Edition }): boolean {
  return context.edition === 'cloud' && upsellPlans.includes(context.plan);
}
