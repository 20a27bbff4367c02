import { useId } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { Household, HouseholdMember } from '@shared/family-portal/family-portal.schema';
import type { AccountsScope } from '../../api/member-accounts';
import { mayHaveOwnAccount } from '../../utils/member-accounts';
import { MemberAccountControls, type AccountWords } from '../member-account-controls';

/** Staff's words for one member (staff pages are English). */
function staffWords(name: string): AccountWords {
  return {
    loading: `Loading ${name}'s account`,
    loadError: 'Unable to load their account',
    invite: 'Invite to their own account',
    invited: (email) => `Invitation sent to ${email}`,
    sendAgain: 'Send again',
    remove: 'Remove',
    active: (email) => `Has their own account (${email})`,
    removeAccount: 'Remove account',
    notDone: 'That did not work',
    invitedToast: (email) => `Invitation sent to ${email}`,
    removedToast: `${name} no longer has an account of their own.`,
    dialog: {
      title: `Invite ${name} to their own account`,
      explanation:
        'They will get an e-mail to choose a password and will see only their own forms and files.',
      email: 'Their e-mail address',
      send: 'Send',
      cancel: 'Cancel',
      close: 'Close',
      notSent: 'The invitation was not sent',
      problem: (problem) =>
        problem === 'required' ? 'Enter their e-mail address.' : 'Enter a valid e-mail address.',
    },
    confirm: {
      title: `Remove ${name}'s account?`,
      body: `${name} will be signed out and can no longer sign in. Their forms and files stay with the family's case.`,
      confirm: 'Remove account',
      cancel: 'Cancel',
      close: 'Close',
    },
  };
}

function MemberRow({ scope, member }: { scope: AccountsScope; member: HouseholdMember }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={member.name}>
      <Stack gap={6}>
        <Text size="sm" fw={600}>
          {member.name}
          {member.relationship && (
            <Text span size="sm" c="dimmed" fw={400}>
              {' '}
              · {member.relationship}
            </Text>
          )}
        </Text>
        <MemberAccountControls scope={scope} memberId={member.id} words={staffWords(member.name)} />
      </Stack>
    </Paper>
  );
}

/**
 * The Household tab's adults' own accounts (issue 44): each adult who is not an applicant, with their account's
 * state and staff's Invite, Send again and Remove. Not shown to staff who may only read the family.
 */
export function StaffMemberAccounts({ familyId, household }: { familyId: string; household: Household }) {
  const headingId = useId();
  const adults = household.members.filter(mayHaveOwnAccount);
  if (adults.length === 0) return null;
  const scope: AccountsScope = { kind: 'staff', familyId };
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Stack gap={2}>
        <Title id={headingId} order={2} fz="md">
          Adults&apos; own accounts
        </Title>
        <Text size="sm" c="dimmed">
          An adult of the home who is not an applicant can sign in with an account of their own and sees only
          their own forms and files.
        </Text>
      </Stack>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {adults.map((member) => (
          <MemberRow key={member.id} scope={scope} member={member} />
        ))}
      </Stack>
    </Stack>
  );
}
