import { ActionIcon, Avatar, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@client/components/query-content';
import { userInitials } from '@client/components/user-initials';
import { useFamilyDashboard, useSupportTeam } from '../api/family-portal-queries';
import { mailtoHref, messageSubject } from '../utils/contact';
import { knownValue } from '../utils/known-text';
import { TileCard, TileSkeleton } from './tile-card';

/** Common role titles, translated; any other reads as staff wrote it. */
const ROLE_TITLES = 'supportTeam.roles';

/** SupportTeam: the staff assigned to the family, each with a message button (opens the mail program). */
export function SupportTeamTile() {
  const { t, i18n } = useTranslation('familyPortal');
  const roleTitle = (english: string) => knownValue(i18n, ROLE_TITLES, english);
  const team = useSupportTeam();
  const family = useFamilyDashboard().data?.family;
  // The subject is for the caseworker, who reads English.
  const subject = family ? messageSubject('Message', family.familyName, family.caseNumber) : 'Message';

  return (
    <TileCard title={t('supportTeam.title')}>
      <QueryContent query={team} errorTitle={t('supportTeam.loadError')} loading={<TileSkeleton lines={3} />}>
        {(members) =>
          members.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('supportTeam.empty')}
            </Text>
          ) : (
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 3 }}
              spacing="md"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {members.map((member) => (
                <Group component="li" key={member.userId} gap="sm" wrap="nowrap" justify="space-between">
                  <Group gap="sm" wrap="nowrap" miw={0}>
                    <Avatar src={member.avatarUrl} color="teal" radius="xl" alt="" aria-hidden>
                      {userInitials(member.name)}
                    </Avatar>
                    <Stack gap={0} miw={0}>
                      <Text size="sm" fw={600} truncate="end">
                        {member.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {roleTitle(member.roleTitle)}
                      </Text>
                    </Stack>
                  </Group>
                  <Tooltip label={t('supportTeam.message', { name: member.name })}>
                    <ActionIcon
                      component="a"
                      href={mailtoHref(member.email, subject)}
                      variant="light"
                      size="lg"
                      aria-label={t('supportTeam.message', { name: member.name })}
                    >
                      <IconMessage size={18} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ))}
            </SimpleGrid>
          )
        }
      </QueryContent>
    </TileCard>
  );
}
