import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface SendLinkDialogProps {
  signerName: string;
  /** Where the last link went: the address is offered again. */
  initialEmail: string | null;
  sending: boolean;
  onCancel: () => void;
  onSend: (email: string) => void;
}

// The server checks the address for real; this only catches a slip before the request.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Send (again) the one-time signing link of an adult who signs by e-mail. */
export function SendLinkDialog({ signerName, initialEmail, sending, onCancel, onSend }: SendLinkDialogProps) {
  const { t } = useTranslation('signing');
  const [email, setEmail] = useState(initialEmail ?? '');
  const [touched, setTouched] = useState(false);
  const trimmed = email.trim();
  const valid = LOOKS_LIKE_EMAIL.test(trimmed);
  return (
    <Modal
      opened
      onClose={onCancel}
      title={t('linkDialog.title', { name: signerName })}
      centered
      closeButtonProps={{ 'aria-label': t('dialog.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (valid) onSend(trimmed);
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('linkDialog.body', { name: signerName })}</Text>
          <TextInput
            type="email"
            label={t('linkDialog.email')}
            required
            autoComplete="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            error={touched && !valid ? t('linkDialog.invalidEmail') : undefined}
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onCancel}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={sending}>
              {t('linkDialog.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
