// Violation: a feature imports another feature. Its imports of core/, shared/ and itself are fine.
import { schemasApi } from '../schemas/schemas-api';
import { session } from '../../core/auth/session';
import { alert } from '../../shared/ui/alert';
import { siteStore } from './site-store';

export const sitePage = [schemasApi, session, alert, siteStore];
