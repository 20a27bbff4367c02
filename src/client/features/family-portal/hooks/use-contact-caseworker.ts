import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useFamilyDashboard, useSupportTeam } from '../api/family-portal-queries';
import { mailtoHref, messageSubject } from '../utils/contact';

/** What the family writes about: the subject's first word (in English: the caseworker reads it). */
export type ContactTopic = 'Message' | 'Visit request';

/**
 * Writes to the family's first support team member (the caseworker) in the family's mail program, with
 * the case number in the subject. `title` names the action in the family's language, for the notice shown
 * when nobody is assigned yet. Returns null until the data is there.
 */
export function useContactCaseworker(): ((topic: ContactTopic, title: string) => void) | null {
  const { t } = useTranslation('familyPortal');
  const team = useSupportTeam();
  const dashboard = useFamilyDashboard();
  if (!team.data || !dashboard.data) return null;
  const [caseworker] = team.data;
  const { familyName, caseNumber } = dashboard.data.family;
  return (topic, title) => {
    if (!caseworker) {
      notifications.show({ color: 'gray', title, message: t('quickActions.noCaseworker') });
      return;
    }
    window.location.href = mailtoHref(caseworker.email, messageSubject(topic, familyName, caseNumber));
  };
}
