import { freePlanProjectLimit } from '../constants/limits.js';
import type { Plan } from '../entities/plan.js';

/** A plan's playground allowance: a limited trial, a monthly quota, or negotiated. */
export type PlaygroundAllowance =
  | { kind: 'limited' }
  | { kind: 'quota'; queriesPerMonth: number; pricePerExtraQuery: number }
  | { kind: 'custom' };

/**
 * What an org on a plan may use. `null` means no fixed limit: unlimited, or
 * set per contract on enterprise.
 */
export interface PlanLimits {
  /** Events (logs) ingested per month that the base price includes. */
  includedEventsPerMonth: number | null;
  /** Price of further events once the included ones are used, if the plan allows more. */
  extraEvents: { blockSize: number; pricePerBlock: number } | null;
  seats: number | null;
  historyDays: number | null;
  projects: number | null;
  playground: PlaygroundAllowance;
}

export interface PlanCatalogueEntry {
  name: string;
  /** USD per user per month; `null` when the price is quoted per customer. */
  monthlyPricePerUser: number | null;
  /** Legacy plans are kept for existing orgs but are not offered in the pricing table. */
  legacy: boolean;
  limits: PlanLimits;
}

/** Months a yearly subscription does not charge for. */
export const yearlyFreeMonths = 2;

/** Discount shown for yearly billing: two months free out of twelve. */
export const yearlyDiscount = yearlyFreeMonths / 12;

/** Team: 50k events a month then $10 per 50k, 10 seats, 2 years of history. */
const teamLimits = {
  includedEventsPerMonth: 50_000,
  extraEvents: { blockSize: 50_000, pricePerBlock: 10 },
  seats: 10,
  historyDays: 730,
  projects: null,
  playground: { kind: 'quota', queriesPerMonth: 1000, pricePerExtraQuery: 0.05 },
} as const satisfies PlanLimits;

/**
 * Every plan with its price and limits (SPEC §9). The legacy pro plan has no
 * published limits; it keeps the team plan's so existing pro orgs are never
 * worse off.
 */
export const planCatalogue = {
  free: {
    name: 'Free',
    monthlyPricePerUser: 0,
    legacy: false,
    limits: {
      includedEventsPerMonth: 10_000,
      extraEvents: null,
      seats: 1,
      historyDays: 30,
      projects: freePlanProjectLimit,
      playground: { kind: 'limited' },
    },
  },
  pro: {
    name: 'Pro',
    monthlyPricePerUser: 20,
    legacy: true,
    limits: teamLimits,
  },
  team: {
    name: 'Team',
    monthlyPricePerUser: 20,
    legacy: false,
    limits: teamLimits,
  },
  enterprise: {
    name: 'Enterprise',
    monthlyPricePerUser: null,
    legacy: false,
    limits: {
      includedEventsPerMonth: null,
      extraEvents: null,
      seats: null,
      historyDays: null,
      projects: null,
      playground: { kind: 'custom' },
    },
  },
} as const satisfies Record<Plan, PlanCatalogueEntry>;

/** The plans compared in the pricing table, in column order. */
export const pricingTablePlans = ['free', 'team', 'enterprise'] as const satisfies readonly Plan[];
export type PricingTablePlan = (typeof pricingTablePlans)[number];

/**
 * Price per user for a billing period: the monthly price, or for a year ten
 * times it (two months free). `null` for plans quoted per customer.
 *
 * @example planPricePerUser('team', 'yearly') // 200
 */
export function planPricePerUser(plan: Plan, period: 'monthly' | 'yearly'): number | null {
  const monthly: number | null = planCatalogue[plan].monthlyPricePerUser;
  if (monthly === null) return null;
  return period === 'monthly' ? monthly : monthly * (12 - yearlyFreeMonths);
}

/**
 * The per-month price to display for a billing period: with yearly billing the
 * yearly price spread over twelve months (shown next to the struck-through
 * monthly price).
 *
 * @example displayedMonthlyPrice('team', 'yearly') // 16.67 (rounded to cents)
 */
export function displayedMonthlyPrice(plan: Plan, period: 'monthly' | 'yearly'): number | null {
  const price = planPricePerUser(plan, period);
  if (price === null) return null;
  return period === 'monthly' ? price : Math.round((price / 12) * 100) / 100;
}
