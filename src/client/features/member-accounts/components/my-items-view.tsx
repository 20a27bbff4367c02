import { useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileUpload, IconForms } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { MemberItem } from '@shared/member-accounts/member-accounts.schema';
import { rejectionReasonIn } from '@shared/documents/rejection-reasons';
import { QueryContent, SkeletonRows } from '@client/components/query-content';
import { useAuth } from '@client/lib/auth/use-auth';
import { useChecklistText } from '@client/lib/i18n/checklist-text';
import { currentLanguage } from '@client/lib/i18n/language';
import { STATUS_LOOKS, type FamilyDocumentStatus } from '@client/lib/status-looks';
import { useMemberItems } from '../api/member-items';
import { itemActionOf } from '../utils/member-accounts';

/** What the page around the list does with an item (the signing and documents features own those screens). */
export interface MyItemsActions {
  /** Opens the item's form (its signing page); resolves false when it could not be opened. */
  onOpenForm: (documentId: string) => Promise<boolean>;
  /** Opens the upload dialog for the item. */
  onUpload: (item: MemberItem) => void;
}

const isFamilyStatus = (status: string): status is FamilyDocumentStatus =>
  status in STATUS_LOOKS.familyDocument;

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('app');
  if (!isFamilyStatus(status)) return null;
  return (
    <Badge color={STATUS_LOOKS.familyDocument[status].color} variant="light" style={{ flexShrink: 0 }}>
      {t(`status.familyDocument.${status}`)}
    </Badge>
  );
}

function ItemRow({ item, actions }: { item: MemberItem; actions: MyItemsActions }) {
  const { t } = useTranslation('memberAccounts');
  const checklist = useChecklistText();
  const [opening, setOpening] = useState(false);
  const name = checklist.name(item.documentName);
  const action = itemActionOf(item);
  const openForm = () => {
    setOpening(true);
    void actions.onOpenForm(item.id).then((opened) => {
      setOpening(false);
      if (!opened) notifications.show({ color: 'red', message: t('myItems.openFailed') });
    });
  };
  const Icon = item.fillsOnline ? IconForms : IconFileUpload;
  return (
    <Paper component="li" withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
            <Icon size={22} stroke={1.6} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Stack gap={2} miw={0}>
              <Title order={2} fz="md" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Title>
              <Text size="sm" c="dimmed">
                {t(item.fillsOnline ? 'myItems.kinds.form' : 'myItems.kinds.file')}
              </Text>
            </Stack>
          </Group>
          <StatusBadge status={item.status} />
        </Group>
        {item.rejectionReason && (
          <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
            {t('myItems.returned', { reason: rejectionReasonIn(currentLanguage(), item.rejectionReason) })}
          </Text>
        )}
        {action === 'openForm' && (
          <Button
            w={{ base: '100%', xs: 'fit-content' }}
            mih={44}
            leftSection={<IconForms size={18} aria-hidden />}
            loading={opening}
            onClick={openForm}
            aria-label={t('myItems.openFormFor', { name })}
          >
            {t('myItems.openForm')}
          </Button>
        )}
        {action === 'upload' && (
          <Button
            w={{ base: '100%', xs: 'fit-content' }}
            mih={44}
            leftSection={<IconFileUpload size={18} aria-hidden />}
            onClick={() => actions.onUpload(item)}
            aria-label={t('myItems.uploadFor', { name })}
          >
            {t('myItems.upload')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

function EmptyItems() {
  const { t } = useTranslation('memberAccounts');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Text fw={500}>{t('myItems.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('myItems.emptyHint')}
        </Text>
      </Stack>
    </Paper>
  );
}

/**
 * My Items (issue 44): what the agency asks of an adult with an account of their own — their forms to fill and
 * sign, their files to hand in — each with its status, a returned item's reason, and the way to do it.
 */
export function MyItemsView({ actions }: { actions: MyItemsActions }) {
  const { t } = useTranslation('memberAccounts');
  const items = useMemberItems();
  const sessionName = useAuth().session?.user.memberName;
  const name = items.data?.member.name ?? sessionName;
  return (
    <Stack gap="lg" maw={760}>
      <Stack gap={4}>
        <Title order={1}>{t('myItems.title')}</Title>
        {name && <Text c="dimmed">{t('myItems.signedInAs', { name })}</Text>}
      </Stack>
      <QueryContent
        query={items}
        errorTitle={t('myItems.loadError')}
        loading={<SkeletonRows label={t('myItems.loading')} rows={3} />}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyItems />}
      >
        {(data) => (
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {data.items.map((item) => (
              <ItemRow key={item.id} item={item} actions={actions} />
            ))}
          </Stack>
        )}
      </QueryContent>
    </Stack>
  );
}
