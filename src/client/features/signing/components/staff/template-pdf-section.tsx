import { useState } from 'react';
import { Alert, Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { Template } from '@shared/signing/signing.schema';
import { errorMessage } from '@client/lib/api-client';
import { useTemplatePdf } from '../../api/staff-signing';

/**
 * The state's own fillable PDF a template can be built on (issue 44): uploading it replaces the template's fields
 * with the PDF's (a new version), and signed forms are filled into it; removing it lets Haven draw the form again.
 * `onChanged` gets the template as saved, so the editor shows the PDF's fields.
 */
export function TemplatePdfSection({
  template,
  onChanged,
}: {
  template: Template;
  onChanged: (template: Template) => void;
}) {
  const { attach, detach } = useTemplatePdf(template.id);
  // The editor was opened with the template as it was; what the upload or removal saved shows here at once.
  const [builtOnPdf, setBuiltOnPdf] = useState(template.builtOnPdf);
  const changed = (saved: Template) => {
    setBuiltOnPdf(saved.builtOnPdf);
    onChanged(saved);
  };
  const failed = (error: unknown) =>
    notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) });
  const upload = (file: File | null) => {
    if (!file) return;
    attach.mutate(file, {
      onSuccess: (saved) => {
        notifications.show({
          color: 'green',
          message: `Built on ${file.name}: ${saved.formFields.length} fields read (version ${saved.version}).`,
        });
        changed(saved);
      },
      onError: failed,
    });
  };
  const remove = () =>
    openConfirmModal({
      title: 'Stop using the PDF?',
      children: (
        <Text size="sm">
          Haven will draw this form itself again. The fields stay; documents already started keep the PDF.
        </Text>
      ),
      labels: { confirm: 'Stop using the PDF', cancel: 'Cancel' },
      onConfirm: () => detach.mutate(undefined, { onSuccess: changed, onError: failed }),
    });
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm">
        State&apos;s fillable PDF
      </Text>
      {builtOnPdf ? (
        <Group gap="sm">
          <Badge color="teal" variant="light" leftSection={<IconFileTypePdf size={14} aria-hidden />}>
            Built on a fillable PDF
          </Badge>
          <Button size="xs" variant="default" loading={detach.isPending} onClick={remove}>
            Stop using the PDF
          </Button>
        </Group>
      ) : (
        <Alert color="gray" variant="light" p="xs">
          <Stack gap={6}>
            <Text size="sm">
              Upload the state&apos;s fillable PDF: its fields replace this template&apos;s (a new version),
              and signed forms are filled into it so they look like the state&apos;s form. Translations start
              over.
            </Text>
            <FileButton onChange={upload} accept="application/pdf">
              {(props) => (
                <Button {...props} size="xs" variant="light" loading={attach.isPending} w="fit-content">
                  Upload fillable PDF
                </Button>
              )}
            </FileButton>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
