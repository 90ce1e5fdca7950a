export type PlanName = 'free' | 'pro' | 'agency';
export const PLAN_NAMES: readonly PlanName[] = ['free', 'pro', 'agency'];
