import { Badge, Card, Group, SimpleGrid, Skeleton, Text, Title } from '@mantine/core';
import { QueryError } from '@client/components/query-error';
import { usePermissionCatalogue } from '../api/use-permission-catalogue';

const GRID_COLUMNS = { base: 1, sm: 2, lg: 3 };

/** Every permission as a card: name, description and category. */
export function PermissionsTab() {
  const catalogue = usePermissionCatalogue();

  if (catalogue.isError) {
    return (
      <QueryError
        title="Unable to load permissions"
        error={catalogue.error}
        onRetry={() => void catalogue.refetch()}
      />
    );
  }
  if (!catalogue.data) {
    return (
      <SimpleGrid cols={GRID_COLUMNS} aria-busy>
        {[0, 1, 2, 3, 4, 5].map((index) => (
          <Skeleton key={index} h={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <SimpleGrid cols={GRID_COLUMNS}>
      {catalogue.data.map((permission) => (
        <Card key={permission.id} withBorder radius="md" padding="md">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs" mb={6}>
            <Title order={3} fz="h5">
              {permission.name}
            </Title>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {permission.category}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {permission.description}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
