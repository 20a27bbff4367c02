import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarPlus, IconCloudUpload, IconForms, IconMessage, type Icon } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { PATHS } from '@shared/paths';
import { useContactCaseworker } from '../hooks/use-contact-caseworker';
import { useDashboardActions } from './dashboard-actions';
import { TileCard } from './tile-card';

interface QuickAction {
  label: string;
  icon: Icon;
  color: string;
  onClick: (() => void) | null;
}

function QuickActionButton({ action }: { action: QuickAction }) {
  const ActionIcon = action.icon;
  return (
    <UnstyledButton
      onClick={action.onClick ?? undefined}
      disabled={!action.onClick}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: `var(--mantine-color-${action.color}-0)`,
        opacity: action.onClick ? 1 : 0.6,
      }}
    >
      <Stack gap={6} align="center">
        <ActionIcon size={26} stroke={1.6} color={`var(--mantine-color-${action.color}-9)`} aria-hidden />
        <Text size="sm" fw={600} ta="center">
          {action.label}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/** QuickActions: Upload Docs, Send Message, Schedule Visit, View Forms (spec 01 §2). */
export function QuickActionsTile() {
  const navigate = useNavigate();
  const { onUploadDocument } = useDashboardActions();
  const contactCaseworker = useContactCaseworker();
  const actions: QuickAction[] = [
    { label: 'Upload Docs', icon: IconCloudUpload, color: 'teal', onClick: () => onUploadDocument(null) },
    {
      label: 'Send Message',
      icon: IconMessage,
      color: 'blue',
      onClick: contactCaseworker && (() => contactCaseworker('Message')),
    },
    {
      label: 'Schedule Visit',
      icon: IconCalendarPlus,
      color: 'grape',
      onClick: contactCaseworker && (() => contactCaseworker('Visit request')),
    },
    {
      label: 'View Forms',
      icon: IconForms,
      color: 'orange',
      onClick: () => void navigate(PATHS.familyDocuments),
    },
  ];

  return (
    <TileCard title="Quick Actions">
      <SimpleGrid cols={2} spacing="sm">
        {actions.map((action) => (
          <QuickActionButton key={action.label} action={action} />
        ))}
      </SimpleGrid>
    </TileCard>
  );
}
