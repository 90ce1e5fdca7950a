import type { PlanName } from '@sdn/contracts';

export const PLAN_LABELS: Record<PlanName, string> = { free: 'Free', pro: 'Pro', agency: 'Agency' };
