import { ActionIcon, Avatar, Button, Group, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarPlus, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@client/components/query-content';
import { userInitials } from '@client/components/user-initials';
import { knownValue } from '@client/lib/i18n/known-text';
import { useSupportTeam } from '../api/family-portal-queries';
import { useDashboardActions } from './dashboard-actions';
import { TileCard, TileSkeleton } from './tile-card';

/** Common role titles, translated; any other reads as staff wrote it. */
const ROLE_TITLES = 'supportTeam.roles';

/**
 * SupportTeam: the staff assigned to the family, each with a message button, and Send Message / Request a visit
 * (to the caseworker, or the agency's team before one is assigned); all open the composer of Messages.
 */
export function SupportTeamTile() {
  const { t, i18n } = useTranslation('familyPortal');
  const roleTitle = (english: string) => knownValue(i18n, ROLE_TITLES, english);
  const team = useSupportTeam();
  const { onWriteMessage } = useDashboardActions();

  return (
    <TileCard title={t('supportTeam.title')}>
      <QueryContent query={team} errorTitle={t('supportTeam.loadError')} loading={<TileSkeleton lines={3} />}>
        {(members) => (
          <Stack gap="md">
            {members.length === 0 ? (
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
                        onClick={() => onWriteMessage({ toUserId: member.userId, topic: 'message' })}
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
            )}
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconMessage size={16} aria-hidden />}
                onClick={() => onWriteMessage({ toUserId: null, topic: 'message' })}
              >
                {t('supportTeam.sendMessage')}
              </Button>
              <Button
                variant="light"
                color="grape"
                leftSection={<IconCalendarPlus size={16} aria-hidden />}
                onClick={() => onWriteMessage({ toUserId: null, topic: 'visit' })}
              >
                {t('supportTeam.requestVisit')}
              </Button>
            </Group>
          </Stack>
        )}
      </QueryContent>
    </TileCard>
  );
}
