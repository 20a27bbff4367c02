import { ActionIcon, Badge, Button, Card, Checkbox, Group, Progress, Stack, Text } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import type { AssignedCourse, AssignmentFamily } from '@shared/learning/assignments.schema';
import { formatDate } from '@client/lib/format';

interface FamilyAssignmentCardProps {
  family: AssignmentFamily;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onAssign: () => void;
  onRemove: (course: AssignedCourse) => void;
}

/** A family of the Assignments tab: 'Step N • percent%', up to 3 assigned courses, then '+N more courses'. */
export function FamilyAssignmentCard({
  family,
  selected,
  onSelect,
  onAssign,
  onRemove,
}: FamilyAssignmentCardProps) {
  const titleId = `assignment-family-${family.familyId}`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="article"
      aria-labelledby={titleId}
      style={selected ? { borderColor: 'var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text id={titleId} component="h3" fw={700} m={0} style={{ overflowWrap: 'anywhere' }}>
              {family.primaryContactName}
            </Text>
            <Text size="xs" c="dimmed">
              {family.familyName} · {family.caseNumber}
            </Text>
          </div>
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.currentTarget.checked)}
            aria-label={`Select ${family.primaryContactName}`}
          />
        </Group>
        <div>
          <Text size="sm" fw={500}>
            Step {family.currentStep} • {family.progressPercentage}%
          </Text>
          <Progress value={family.progressPercentage} size="sm" mt={4} aria-hidden />
        </div>
        {family.courses.length === 0 ? (
          <Text size="sm" c="dimmed">
            No courses assigned
          </Text>
        ) : (
          <Stack
            component="ul"
            gap={6}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label="Assigned courses"
          >
            {family.courses.map((course) => (
              <Group component="li" key={course.courseId} gap="xs" wrap="nowrap" align="flex-start">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {course.title}
                  </Text>
                  {course.dueDate && (
                    <Text size="xs" c="dimmed">
                      Due {formatDate(course.dueDate)}
                    </Text>
                  )}
                </div>
                <Badge size="sm" variant="light" color={course.isRequired ? 'red' : 'gray'}>
                  {course.isRequired ? 'Required' : 'Optional'}
                </Badge>
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${course.title} from ${family.primaryContactName}`}
                  onClick={() => onRemove(course)}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {family.moreCourses > 0 && (
          <Text size="xs" c="dimmed">
            +{family.moreCourses} more courses
          </Text>
        )}
        <Button
          mt="auto"
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={onAssign}
          aria-label={`Assign course to ${family.primaryContactName}`}
        >
          Assign course
        </Button>
      </Stack>
    </Card>
  );
}
