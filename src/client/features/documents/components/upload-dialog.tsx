import { useState } from 'react';
import { Anchor, Group, Modal, Skeleton, Tabs, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMail, IconPhoto, IconScan } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PHONE_QUERY } from '@client/components/media-queries';
import { useChecklistText } from '@client/lib/i18n/checklist-text';
import type { UploadTarget } from '../api/upload-document';
import { useOpenUploadSlots } from '../api/use-open-upload-slots';
import { familyStepLabel } from '../utils/document-labels';
import { EmailTab } from './email-tab';
import { ExpiryDateField } from './expiry-date-field';
import { PhotoTab } from './photo-tab';
import { ScanTab } from './scan-tab';
import { UploadSlotPicker } from './upload-slot-picker';

export interface UploadDialogProps {
  opened: boolean;
  onClose: () => void;
  /**
   * The document slot to fill (a journey upload item: its id, step and name). Null opens the dialog in
   * general ("Upload Docs"): the family first picks which requested document it is.
   */
  target: UploadTarget | null;
  /**
   * Without a target: the requested document to preselect by id (a task about exactly that item); the family
   * can still change it. Ignored when that item no longer waits for a file.
   */
  initialDocumentId?: string;
  /**
   * The target is an item of an adult's own account (issue 44), with whether it has a validity period: the
   * family's journey (which items are open) and its intake mailbox are not theirs to read, so nothing is picked
   * from it and there is no Email tab.
   */
  ownItem?: { expires: boolean };
}

type UploadMode = 'scan' | 'photo' | 'email';

interface UploadTabsProps {
  target: UploadTarget;
  /** The item has a validity period: Scan and Photo ask for the expiry date printed on the document. */
  expires: boolean;
  /** The Email tab (the family's intake mailbox). */
  email: boolean;
  onClose: () => void;
}

function UploadTabs({ target, expires, email, onClose }: UploadTabsProps) {
  const { t } = useTranslation('documents');
  const [mode, setMode] = useState<UploadMode>('scan');
  const [expiresOn, setExpiresOn] = useState<string | null>(null);
  const sent = expiresOn ? { ...target, expiresOn } : target;
  return (
    <>
      {expires && mode !== 'email' && <ExpiryDateField value={expiresOn} onChange={setExpiresOn} />}
      <Tabs
        value={mode}
        onChange={(value) => setMode((value as UploadMode | null) ?? 'scan')}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="scan" leftSection={<IconScan size={16} aria-hidden />}>
            {t('uploadDialog.tabs.scan')}
          </Tabs.Tab>
          <Tabs.Tab value="photo" leftSection={<IconPhoto size={16} aria-hidden />}>
            {t('uploadDialog.tabs.photo')}
          </Tabs.Tab>
          {email && (
            <Tabs.Tab value="email" leftSection={<IconMail size={16} aria-hidden />}>
              {t('uploadDialog.tabs.email')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="scan">
          <ScanTab target={sent} onUploaded={onClose} />
        </Tabs.Panel>
        <Tabs.Panel value="photo">
          <PhotoTab target={sent} onUploaded={onClose} />
        </Tabs.Panel>
        {email && (
          <Tabs.Panel value="email">
            <EmailTab target={target} />
          </Tabs.Panel>
        )}
      </Tabs>
    </>
  );
}

interface UploadDialogBodyProps {
  target: UploadTarget | null;
  initialDocumentId: string | undefined;
  ownItem: { expires: boolean } | undefined;
  onClose: () => void;
}

/** Inside the modal, so every opening starts afresh (tab, capture, uploads, picked document). */
function UploadDialogBody({ target, initialDocumentId, ownItem, onClose }: UploadDialogBodyProps) {
  const { t } = useTranslation('documents');
  const checklist = useChecklistText();
  /** undefined: nothing chosen yet (the preselected item, if any); null: the family asked to change it. */
  const [picked, setPicked] = useState<UploadTarget | null | undefined>(undefined);
  const slots = useOpenUploadSlots({ enabled: !ownItem });
  const preset = initialDocumentId ? slots.data?.targets.get(initialDocumentId) : undefined;
  const current = target ?? (picked === undefined ? preset : picked);
  if (!current) {
    if (!target && initialDocumentId && picked === undefined && slots.isPending)
      return <Skeleton h={60} radius="md" aria-label={t('uploadDialog.loadingDocuments')} />;
    return <UploadSlotPicker onPick={setPicked} />;
  }
  return (
    <>
      <Group gap="xs" mb="sm" wrap="wrap">
        <Text size="sm" c="dimmed">
          {checklist.name(current.documentName)}
          {/* An own account's item is theirs alone; the family's journey steps are not its to read. */}
          {!ownItem && ` · ${familyStepLabel(t, current.stepId)}`}
        </Text>
        {!target && (
          <Anchor component="button" type="button" size="sm" onClick={() => setPicked(null)}>
            {t('uploadDialog.change')}
          </Anchor>
        )}
      </Group>
      <UploadTabs
        key={current.documentId ?? current.documentName}
        target={current}
        expires={
          ownItem
            ? ownItem.expires
            : Boolean(current.documentId && slots.data?.targets.get(current.documentId)?.expires)
        }
        email={!ownItem}
        onClose={onClose}
      />
    </>
  );
}

/**
 * The family's document upload dialog (spec 01 §2, §4): Scan with the camera, Photo (several files) or
 * Email. Inactive tabs are unmounted, so the camera runs only while the Scan tab is shown.
 */
export function UploadDialog({ opened, onClose, target, initialDocumentId, ownItem }: UploadDialogProps) {
  const { t } = useTranslation('documents');
  const fullScreen = useMediaQuery(PHONE_QUERY);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('uploadDialog.title')}
      size="lg"
      fullScreen={fullScreen}
    >
      <UploadDialogBody
        target={target}
        initialDocumentId={initialDocumentId}
        ownItem={ownItem}
        onClose={onClose}
      />
    </Modal>
  );
}
