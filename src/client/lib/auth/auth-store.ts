import { createAuthStore } from './create-auth-store';
import { browserStorage } from './session-hint';

/** The app's one auth store. */
export const authStore = createAuthStore({ storage: browserStorage() });
