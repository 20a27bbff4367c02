import app from './locales/en.json';
import assistantChat from '../features/assistant-chat/locales/en.json';
import auth from '../features/auth/locales/en.json';
import documents from '../features/documents/locales/en.json';
import familyApproval from '../features/family-approval/locales/en.json';
import familyLearning from '../features/family-learning/locales/en.json';
import familyPortal from '../features/family-portal/locales/en.json';
import familyPortalAssessment from '../features/family-portal/locales/assessment/en.json';
import familyPortalHousehold from '../features/family-portal/locales/household/en.json';
import memberAccounts from '../features/member-accounts/locales/en.json';
import messages from '../features/messages/locales/en.json';
import notifications from '../features/notifications/locales/en.json';
import references from '../features/references/locales/en.json';
import signing from '../features/signing/locales/en.json';
import checklist from '../../shared/requirements/locales/en.json';

/** The English texts of every namespace: bundled, and the reference every other language must match. */
export const ENGLISH_RESOURCES = {
  app,
  assistantChat,
  auth,
  checklist,
  documents,
  familyApproval,
  familyLearning,
  familyPortal,
  familyPortalAssessment,
  familyPortalHousehold,
  memberAccounts,
  messages,
  notifications,
  references,
  signing,
} as const;
export type Resources = typeof ENGLISH_RESOURCES;
export const NAMESPACES = Object.keys(ENGLISH_RESOURCES) as (keyof Resources)[];
