import { Anchor, Breadcrumbs, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { allowsAny, STAFF_PAGES } from '@shared/auth/staff-navigation';
import { PATHS } from '@shared/paths';
import { useAuth } from '@client/lib/auth/use-auth';
import { helpAreaOf } from '../staff-help-areas';

/**
 * One area's help: its topics, each a question answered in numbered steps, and a link to the area. An unknown
 * area, or one whose page the staff member cannot open, says so and points back to the index.
 */
export function HelpAreaView({ slug }: { slug: string | undefined }) {
  const { permissions } = useAuth();
  const area = helpAreaOf(slug);
  const page = area && STAFF_PAGES[area.page];
  const crumbs = (
    <Breadcrumbs>
      <Anchor component={Link} to={PATHS.staffHelp} size="sm">
        {STAFF_PAGES.help.title}
      </Anchor>
      <Text size="sm">{area?.title ?? 'Not found'}</Text>
    </Breadcrumbs>
  );
  if (!area || !page || !allowsAny(permissions, page.anyOf)) {
    return (
      <Stack gap="md">
        {crumbs}
        <Title order={1}>No help page here</Title>
        <Text>
          There is no help page at this address for you.{' '}
          <Anchor component={Link} to={PATHS.staffHelp} underline="always">
            See all help topics
          </Anchor>
          .
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {crumbs}
      <Stack gap={4}>
        <Title order={1}>{area.title}</Title>
        <Text c="dimmed">{area.summary}</Text>
      </Stack>
      {area.topics.map((topic) => (
        <Paper
          key={topic.question}
          component="section"
          withBorder
          radius="md"
          p="md"
          aria-label={topic.question}
        >
          <Title order={2} size="h4" mb="sm">
            {topic.question}
          </Title>
          <List type="ordered" spacing="xs">
            {topic.steps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Paper>
      ))}
      <Group>
        <Button component={Link} to={page.path} rightSection={<IconArrowRight size={16} aria-hidden />}>
          Open {page.title}
        </Button>
        <Button component={Link} to={PATHS.staffContactSupport} variant="default">
          Contact Support
        </Button>
      </Group>
    </Stack>
  );
}
