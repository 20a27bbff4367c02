import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { JourneyDocument } from '@shared/journey/journey.schema';
import { useChecklistText } from '@client/lib/i18n/checklist-text';
import { useDashboardActions } from '../components/dashboard-actions';
import { documentMessage } from '../utils/journey-display';

/**
 * Opens the form of a form or e-signature item, from the journey or its task: the signing page the Document
 * Center opens for it. An item with no form to fill online shows the spec's alert instead.
 */
export function useOpenItemForm() {
  const { t } = useTranslation('familyPortal');
  const checklist = useChecklistText();
  const { onOpenForm } = useDashboardActions();
  return async (document: Pick<JourneyDocument, 'id' | 'name' | 'type'>) => {
    if (await onOpenForm(document.id)) return;
    const name = checklist.name(document.name);
    const message = documentMessage(t, document, name);
    if (message) notifications.show({ color: 'blue', title: name, message });
  };
}
