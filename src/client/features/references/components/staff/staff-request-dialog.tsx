import { notifications } from '@mantine/notifications';
import { useRequestStaffReference } from '../../api/staff-references';
import type { RequestProblem } from '../../utils/request-form';
import { RequestReferenceDialog, type RequestDialogWords } from '../request-reference-dialog';

const PROBLEMS: Record<RequestProblem, (max: number) => string> = {
  required: () => 'Please fill this in.',
  email: () => 'Please enter a valid e-mail address.',
  tooLong: (max) => `Please keep this to ${max} characters or fewer.`,
  invalid: () => 'Please check this: it has characters that cannot be used.',
};

const WORDS: RequestDialogWords = {
  title: 'Request a reference',
  intro:
    'We e-mail them a link to the Reference Questionnaire in the family’s language. They answer and sign it online, without an account; the family sees where the request stands, never the answers.',
  name: 'Full name',
  email: 'E-mail address',
  emailHint: 'Where the link to the questionnaire goes.',
  relationship: 'How they know the family',
  relationshipHint: 'For example: neighbour for 6 years, pastor, former employer.',
  cancel: 'Cancel',
  send: 'Send request',
  notSent: 'The request was not sent',
  close: 'Close',
  problem: (problem, max) => PROBLEMS[problem](max),
};

/** "Request a reference" on the staff family page (English, like every staff page). */
export function StaffRequestDialog({
  familyId,
  opened,
  onClose,
}: {
  familyId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const request = useRequestStaffReference(familyId, {
    onSent: (sent) =>
      notifications.show({
        color: 'teal',
        title: 'Reference requested',
        message: `The link to the questionnaire went to ${sent.email}.`,
      }),
  });
  return <RequestReferenceDialog opened={opened} words={WORDS} request={request} onClose={onClose} />;
}
