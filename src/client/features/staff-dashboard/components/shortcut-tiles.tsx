import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconChevronRight, IconFiles, IconSchool } from '@tabler/icons-react';
import { Link } from 'react-router';
import { STAFF_PAGES, allowsAny } from '@shared/auth/staff-navigation';
import { useAuth } from '@client/lib/auth/use-auth';

/** Each tile opens a staff page and shows only to whoever may open it (the page's own permission rule). */
const SHORTCUTS = [
  {
    title: 'Training Center',
    description: 'Create courses and follow training progress.',
    page: STAFF_PAGES.manageCourses,
    icon: IconSchool,
  },
  {
    title: 'Document Center',
    description: 'Review the documents families have submitted.',
    page: STAFF_PAGES.documents,
    icon: IconFiles,
  },
] as const;

export function ShortcutTiles() {
  const { permissions } = useAuth();
  const shortcuts = SHORTCUTS.filter(({ page }) => allowsAny(permissions, page.anyOf));
  if (shortcuts.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {shortcuts.map(({ title, description, page, icon: TileIcon }) => (
        <Card key={page.path} component={Link} to={page.path} withBorder radius="md" padding="md">
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
