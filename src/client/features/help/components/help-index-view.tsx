import { Anchor, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { allowsAny, STAFF_PAGES } from '@shared/auth/staff-navigation';
import { PATHS } from '@shared/paths';
import { useAuth } from '@client/lib/auth/use-auth';
import { STAFF_HELP_AREAS } from '../staff-help-areas';

/** Help Documentation's index: a card per area the signed-in staff member may open, in sidebar order. */
export function HelpIndexView() {
  const { permissions } = useAuth();
  const areas = STAFF_HELP_AREAS.filter((area) => allowsAny(permissions, STAFF_PAGES[area.page].anyOf));
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{STAFF_PAGES.help.title}</Title>
        <Text c="dimmed" size="sm">
          How to do the everyday work in each part of Haven you can open. Can&apos;t find an answer?{' '}
          <Anchor component={Link} to={PATHS.staffContactSupport} underline="always">
            Contact Support
          </Anchor>
          .
        </Text>
      </Stack>
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: 3 }}
        spacing="md"
        component="ul"
        style={{ listStyle: 'none' }}
        p={0}
        m={0}
      >
        {areas.map((area) => (
          <Card key={area.slug} component="li" withBorder radius="md" padding="md">
            <Stack gap={6}>
              <Title order={2} size="h4">
                <Anchor component={Link} to={`${PATHS.staffHelp}/${area.slug}`} inherit>
                  {area.title}
                </Anchor>
              </Title>
              <Text size="sm" c="gray.7">
                {area.summary}
              </Text>
              <Text size="xs" c="gray.7">
                {area.topics.length} {area.topics.length === 1 ? 'topic' : 'topics'}
              </Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
