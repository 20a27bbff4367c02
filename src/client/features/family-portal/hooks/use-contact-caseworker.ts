import { notifications } from '@mantine/notifications';
import { useFamilyDashboard, useSupportTeam } from '../api/family-portal-queries';
import { mailtoHref, messageSubject } from '../utils/contact';

/**
 * Writes to the family's first support team member (the caseworker) in the family's mail program, with
 * the case number in the subject. Returns null until the data is there.
 */
export function useContactCaseworker(): ((topic: string) => void) | null {
  const team = useSupportTeam();
  const dashboard = useFamilyDashboard();
  if (!team.data || !dashboard.data) return null;
  const [caseworker] = team.data;
  const { familyName, caseNumber } = dashboard.data.family;
  return (topic) => {
    if (!caseworker) {
      notifications.show({
        color: 'gray',
        title: topic,
        message: 'No caseworker is assigned to your family yet.',
      });
      return;
    }
    window.location.href = mailtoHref(caseworker.email, messageSubject(topic, familyName, caseNumber));
  };
}
