import { Suspense, useState } from 'react';
import { Avatar, Badge, Group, Progress, Skeleton, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import { QueryContent } from '@client/components/query-content';
import { userInitials } from '@client/components/user-initials';
import { knownValue } from '@client/lib/i18n/known-text';
import { useHousehold } from '../api/family-portal-queries';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { householdBadges, memberSummary, ROLE_KEYS } from '../utils/household-display';
import { HouseholdMemberDialog } from './lazy-dialogs';
import { TileCard } from './tile-card';

function MemberButton({ member, onOpen }: { member: HouseholdMember; onOpen: () => void }) {
  const { t, i18n } = useTranslation('familyPortal');
  const role = t(`household.roles.${ROLE_KEYS[member.role]}`);
  const summary = memberSummary(t, {
    age: member.age,
    relationship: member.relationship && knownValue(i18n, 'household.relationships', member.relationship),
  });
  return (
    <li>
      <UnstyledButton
        onClick={onOpen}
        aria-label={t('household.memberLabel', { name: member.name, role })}
        aria-haspopup="dialog"
        w="100%"
        p="xs"
        style={{ borderRadius: 'var(--mantine-radius-md)', border: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="sm" wrap="nowrap">
          <Avatar src={member.avatarUrl} radius="xl" color="teal" alt="" aria-hidden>
            {userInitials(member.name)}
          </Avatar>
          <Stack gap={2} flex={1} miw={0}>
            {/* The role can be long in some languages: the badge goes under the name rather than cut it off. */}
            <Group gap={6} justify="space-between" wrap="wrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {member.name}
              </Text>
              <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                {role}
              </Badge>
            </Group>
            {summary && (
              <Text size="xs" c="dimmed">
                {summary}
              </Text>
            )}
            {member.filesRequired > 0 && <Progress value={member.completionRate} size="xs" aria-hidden />}
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

function MemberList({
  members,
  onOpen,
}: {
  members: HouseholdMember[];
  onOpen: (member: HouseholdMember) => void;
}) {
  return (
    <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
      {members.map((member) => (
        <MemberButton key={member.id} member={member} onOpen={() => onOpen(member)} />
      ))}
    </Stack>
  );
}

function HouseholdSkeleton() {
  const { t } = useTranslation('familyPortal');
  return (
    <Stack gap="sm" role="status" aria-label={t('household.loading')}>
      {[0, 1, 2].map((row) => (
        <Group key={row} gap="sm" wrap="nowrap">
          <Skeleton height={38} circle />
          <Stack gap={6} flex={1}>
            <Skeleton height={12} width="50%" />
            <Skeleton height={10} width="30%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** HouseholdInfoDynamic: applicants and everyone else in the home, each opening a detail dialog. */
export function HouseholdInfoTile() {
  const { t } = useTranslation('familyPortal');
  const household = useHousehold();
  const [openMember, setOpenMember] = useState<HouseholdMember | null>(null);
  const dialogOpenedOnce = useOpenedOnce(openMember !== null);

  return (
    <TileCard title={t('household.title')}>
      <QueryContent query={household} errorTitle={t('household.loadError')} loading={<HouseholdSkeleton />}>
        {({ primaryApplicants, members, totals }) =>
          totals.total === 0 ? (
            <Text size="sm" c="dimmed">
              {t('household.empty')}
            </Text>
          ) : (
            <Stack gap="md">
              <Stack gap="xs">
                <Title order={3} fz="h6">
                  {t('household.primaryApplicants')}
                </Title>
                <MemberList members={primaryApplicants} onOpen={setOpenMember} />
              </Stack>
              <Stack gap="xs">
                <Group justify="space-between" gap="xs">
                  <Title order={3} fz="h6">
                    {t('household.members')}
                  </Title>
                  <Group gap={6}>
                    {householdBadges(t, totals).map((text) => (
                      <Badge key={text} variant="outline" size="sm">
                        {text}
                      </Badge>
                    ))}
                  </Group>
                </Group>
                <MemberList members={members} onOpen={setOpenMember} />
              </Stack>
            </Stack>
          )
        }
      </QueryContent>
      {dialogOpenedOnce && (
        <Suspense fallback={null}>
          <HouseholdMemberDialog member={openMember} onClose={() => setOpenMember(null)} />
        </Suspense>
      )}
    </TileCard>
  );
}
