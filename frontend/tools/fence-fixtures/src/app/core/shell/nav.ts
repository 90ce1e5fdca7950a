// Violation: core imports a feature.
import { teamApi } from '../../features/team/team-api';
import { alert } from '../../shared/ui/alert';

export const nav = [teamApi, alert];
