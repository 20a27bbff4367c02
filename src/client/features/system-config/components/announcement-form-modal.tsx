import { Accordion, Modal, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LANGUAGE_LABELS } from '@shared/i18n/languages';
import { TRANSLATED_LANGUAGES } from '@shared/i18n/translations';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX } from '@shared/system-config/system-config.limits';
import type { StaffAnnouncement } from '@shared/system-config/system-config.schema';
import { FormActions } from '@client/components/form-actions';
import { useSaveAnnouncement } from '../api/use-announcements';
import {
  announcementFormValues,
  toAnnouncementBody,
  validatePublishAt,
  validateText,
  type AnnouncementFormValues,
} from '../utils/announcement-form';
import { PRIORITY_OPTIONS } from '../utils/system-config-labels';

interface AnnouncementFormProps {
  announcement: StaffAnnouncement | undefined;
  onDone: () => void;
}

function AnnouncementForm({ announcement, onDone }: AnnouncementFormProps) {
  const saveAnnouncement = useSaveAnnouncement();
  const form = useForm<AnnouncementFormValues>({
    mode: 'uncontrolled',
    initialValues: announcementFormValues(announcement, new Date()),
    validate: {
      title: (value) => validateText(value, 'Title', ANNOUNCEMENT_TITLE_MAX),
      body: (value) => validateText(value, 'Message', ANNOUNCEMENT_BODY_MAX),
      publishAt: validatePublishAt,
    },
  });
  const submit = form.onSubmit((values) =>
    saveAnnouncement.mutate(
      { id: announcement?.id, body: toAnnouncementBody(values) },
      { onSuccess: onDone },
    ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Title"
          required
          maxLength={ANNOUNCEMENT_TITLE_MAX}
          data-autofocus
          key={form.key('title')}
          {...form.getInputProps('title')}
        />
        <Textarea
          label="Message"
          required
          autosize
          minRows={4}
          maxLength={ANNOUNCEMENT_BODY_MAX}
          key={form.key('body')}
          {...form.getInputProps('body')}
        />
        <Accordion variant="contained">
          <Accordion.Item value="translations">
            <Accordion.Control>Translations for families</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                <Text size="xs" c="gray.7">
                  A language with both a title and a message is shown to families who speak it; others read
                  the English.
                </Text>
                {TRANSLATED_LANGUAGES.map((code) => (
                  <Stack key={code} gap={6}>
                    <TextInput
                      label={`Title in ${LANGUAGE_LABELS[code]}`}
                      maxLength={ANNOUNCEMENT_TITLE_MAX}
                      key={form.key(`translations.${code}.title`)}
                      {...form.getInputProps(`translations.${code}.title`)}
                    />
                    <Textarea
                      label={`Message in ${LANGUAGE_LABELS[code]}`}
                      autosize
                      minRows={2}
                      maxLength={ANNOUNCEMENT_BODY_MAX}
                      key={form.key(`translations.${code}.body`)}
                      {...form.getInputProps(`translations.${code}.body`)}
                    />
                  </Stack>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Select
          label="Priority"
          data={PRIORITY_OPTIONS}
          allowDeselect={false}
          key={form.key('priority')}
          {...form.getInputProps('priority')}
        />
        <TextInput
          label="Publish date"
          description="Families see it from this time on. Leave empty to keep a draft."
          type="datetime-local"
          key={form.key('publishAt')}
          {...form.getInputProps('publishAt')}
        />
        <FormActions
          onCancel={onDone}
          submitLabel={announcement ? 'Save announcement' : 'Create announcement'}
          submitting={saveAnnouncement.isPending}
        />
      </Stack>
    </form>
  );
}

interface AnnouncementFormModalProps {
  opened: boolean;
  /** The announcement being edited; undefined writes a new one. */
  announcement: StaffAnnouncement | undefined;
  onClose: () => void;
}

export function AnnouncementFormModal({ opened, announcement, onClose }: AnnouncementFormModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={announcement ? 'Edit announcement' : 'New announcement'}
      size="lg"
    >
      <AnnouncementForm announcement={announcement} onDone={onClose} />
    </Modal>
  );
}
