// Violation: shared imports a feature.
import type { TeamApi } from '../../features/team/team-api';

export type Badge = TeamApi;
