import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useRequestFamilyReference } from '../../api/family-references';
import { RequestReferenceDialog, type RequestDialogWords } from '../request-reference-dialog';

/** "Request a reference" on My Family, in the family's language; a toast says the e-mail went. */
export function FamilyRequestDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('references');
  const request = useRequestFamilyReference({
    onSent: (sent) =>
      notifications.show({
        color: 'teal',
        title: t('dialog.sentTitle'),
        message: t('dialog.sentMessage', { name: sent.name }),
      }),
  });
  const words: RequestDialogWords = {
    title: t('dialog.title'),
    intro: t('dialog.intro'),
    name: t('dialog.name'),
    email: t('dialog.email'),
    emailHint: t('dialog.emailHint'),
    relationship: t('dialog.relationship'),
    relationshipHint: t('dialog.relationshipHint'),
    cancel: t('dialog.cancel'),
    send: t('dialog.send'),
    notSent: t('dialog.notSent'),
    close: t('dialog.close'),
    problem: (problem, max) => t(`dialog.errors.${problem}`, { max }),
  };
  return <RequestReferenceDialog opened={opened} words={words} request={request} onClose={onClose} />;
}
