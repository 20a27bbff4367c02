import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import type { AccountsScope } from '../../api/member-accounts';
import { mayHaveOwnAccount } from '../../utils/member-accounts';
import { MemberAccountControls, type AccountWords } from '../member-account-controls';

const FAMILY: AccountsScope = { kind: 'family' };

/**
 * On My Family, Alternative Caregiver and Other Adults: an adult's own account, in the family's language (nothing
 * for applicants and children, who cannot have one).
 */
export function HouseholdMemberAccount({ member }: { member: HouseholdMember }) {
  const { t } = useTranslation('memberAccounts');
  if (!mayHaveOwnAccount(member)) return null;
  const name = member.name;
  const words: AccountWords = {
    loading: t('account.loading', { name }),
    loadError: t('account.loadError'),
    invite: t('account.invite'),
    invited: (email) => t('account.invited', { email }),
    sendAgain: t('account.sendAgain'),
    remove: t('account.remove'),
    active: (email) => t('account.active', { email }),
    removeAccount: t('account.removeAccount'),
    notDone: t('account.notDone'),
    invitedToast: (email) => t('account.invitedToast', { email }),
    removedToast: t('account.removedToast', { name }),
    dialog: {
      title: t('inviteDialog.title', { name }),
      explanation: t('inviteDialog.explanation'),
      email: t('inviteDialog.email'),
      send: t('inviteDialog.send'),
      cancel: t('inviteDialog.cancel'),
      close: t('inviteDialog.close'),
      notSent: t('inviteDialog.notSent'),
      problem: (problem) => t(`inviteDialog.problems.${problem}`),
    },
    confirm: {
      title: t('removeDialog.title', { name }),
      body: t('removeDialog.body', { name }),
      confirm: t('removeDialog.confirm'),
      cancel: t('removeDialog.cancel'),
      close: t('removeDialog.close'),
    },
  };
  return (
    <Stack gap={6}>
      <Title order={4} fz="sm">
        {t('account.title')}
      </Title>
      <MemberAccountControls scope={FAMILY} memberId={member.id} words={words} />
    </Stack>
  );
}
