import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight, IconFiles, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@shared/paths';

const SHORTCUTS = [
  {
    title: 'Training Center',
    description: 'Create courses and follow training progress.',
    path: PATHS.manageCourses,
    icon: IconSchool,
  },
  {
    title: 'Document Center',
    description: 'Review the documents families have submitted.',
    path: PATHS.staffDocuments,
    icon: IconFiles,
  },
] as const;

export function ShortcutTiles() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {SHORTCUTS.map(({ title, description, path, icon: TileIcon }) => (
        <Card key={path} component={Link} to={path} withBorder radius="md" padding="md">
          <Group wrap="nowrap" gap="md">
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <TileIcon size={24} />
            </ThemeIcon>
            <div style={{ flex: 1 }}>
              <Title order={3} fz="h5">
                {title}
              </Title>
              <Text size="sm" c="dimmed">
                {description}
              </Text>
            </div>
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Card>
      ))}
    </SimpleGrid>
  );
}
