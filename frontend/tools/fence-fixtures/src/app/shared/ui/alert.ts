// Violation: shared imports core.
import { session } from '../../core/auth/session';

export const alert = session;
