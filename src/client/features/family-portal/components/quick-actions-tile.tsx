import { SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCalendarPlus, IconCloudUpload, IconForms, IconMessage, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@shared/paths';
import { useDashboardActions } from './dashboard-actions';
import { TileCard } from './tile-card';

interface QuickAction {
  key: string;
  label: string;
  icon: Icon;
  color: string;
  onClick: () => void;
}

function QuickActionButton({ action }: { action: QuickAction }) {
  const ActionIcon = action.icon;
  return (
    <UnstyledButton
      onClick={action.onClick}
      p="sm"
      style={{
        borderRadius: 'var(--mantine-radius-md)',
        background: `var(--mantine-color-${action.color}-0)`,
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
  const { t } = useTranslation('familyPortal');
  const navigate = useNavigate();
  const { onUploadDocument, onWriteMessage } = useDashboardActions();
  const actions: QuickAction[] = [
    {
      key: 'upload',
      label: t('quickActions.uploadDocs'),
      icon: IconCloudUpload,
      color: 'teal',
      onClick: () => onUploadDocument(null),
    },
    {
      key: 'message',
      label: t('quickActions.sendMessage'),
      icon: IconMessage,
      color: 'blue',
      onClick: () => onWriteMessage({ toUserId: null, topic: 'message' }),
    },
    {
      key: 'visit',
      label: t('quickActions.scheduleVisit'),
      icon: IconCalendarPlus,
      color: 'grape',
      onClick: () => onWriteMessage({ toUserId: null, topic: 'visit' }),
    },
    {
      key: 'forms',
      label: t('quickActions.viewForms'),
      icon: IconForms,
      color: 'orange',
      onClick: () => void navigate(PATHS.familyDocuments),
    },
  ];

  return (
    <TileCard title={t('quickActions.title')}>
      <SimpleGrid cols={2} spacing="sm">
        {actions.map((action) => (
          <QuickActionButton key={action.key} action={action} />
        ))}
      </SimpleGrid>
    </TileCard>
  );
}
