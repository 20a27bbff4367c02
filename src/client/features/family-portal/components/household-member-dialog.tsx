import { Avatar, Badge, Group, Modal, Progress, SimpleGrid, Stack } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import { statusLook } from '@client/lib/status-looks';
import { Fact } from '@client/components/fact';
import { userInitials } from '@client/components/user-initials';
import { knownValue } from '@client/lib/i18n/known-text';
import { MEMBER_STATUS_KEYS, ROLE_KEYS } from '../utils/household-display';

interface HouseholdMemberDialogProps {
  member: HouseholdMember | null;
  onClose: () => void;
}

/** The member's facts are the entries of a description list: a plain label over a bold value. */
const MEMBER_FACT = { inList: true, labelProps: { tt: 'none', fw: 500 }, valueProps: { fw: 600 } } as const;

/** A household member's details: role, relationship, age and their share of the paperwork. */
export function HouseholdMemberDialog({ member, onClose }: HouseholdMemberDialogProps) {
  const { t, i18n } = useTranslation('familyPortal');
  const notRecorded = t('household.notRecorded');
  const mounted = useMounted(); // Mounted on the first opening: see lazy-dialogs.ts.
  return (
    <Modal opened={mounted && member !== null} onClose={onClose} title={member?.name ?? ''}>
      {member && (
        <Stack gap="md">
          <Group gap="md" wrap="nowrap">
            <Avatar src={member.avatarUrl} size="lg" radius="xl" color="teal" alt="" aria-hidden>
              {userInitials(member.name)}
            </Avatar>
            <Stack gap={4}>
              <Badge variant="light">{t(`household.roles.${ROLE_KEYS[member.role]}`)}</Badge>
              <Badge color={statusLook('householdMember', member.status).color} variant="dot">
                {t(`household.memberStatus.${MEMBER_STATUS_KEYS[member.status]}`)}
              </Badge>
            </Stack>
          </Group>
          <SimpleGrid component="dl" cols={2} spacing="sm" m={0}>
            <Fact
              {...MEMBER_FACT}
              label={t('household.relationship')}
              value={
                member.relationship === null
                  ? notRecorded
                  : knownValue(i18n, 'household.relationships', member.relationship)
              }
            />
            <Fact
              {...MEMBER_FACT}
              label={t('household.age')}
              value={member.age === null ? notRecorded : String(member.age)}
            />
            <Fact
              {...MEMBER_FACT}
              label={t('household.filesSubmitted')}
              value={t('household.filesOf', {
                submitted: member.filesSubmitted,
                required: member.filesRequired,
              })}
            />
            <Fact {...MEMBER_FACT} label={t('household.completion')} value={`${member.completionRate}%`} />
          </SimpleGrid>
          <Progress
            value={member.completionRate}
            aria-label={t('household.completionLabel', { name: member.name, percent: member.completionRate })}
          />
        </Stack>
      )}
    </Modal>
  );
}
