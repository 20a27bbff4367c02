import { useState } from 'react';
import { Button, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessage } from '@tabler/icons-react';
import { MESSAGE_MAX, SUBJECT_MAX } from '@shared/conversations/conversations.limits';
import { errorMessage } from '@client/lib/api-client';
import { useStartThread } from '../api/inbox-api';

/** "Message family" on the staff family page: a thread the family reads in Messages and answers to the Inbox. */
export function MessageFamilyButton({ familyId }: { familyId: string }) {
  const [opened, setOpened] = useState(false);
  const [subject, setSubject] = useState('');
  const [content, setContent] = useState('');
  const start = useStartThread(familyId);
  const close = () => setOpened(false);
  const send = () =>
    start.mutate(
      { subject, content },
      {
        onSuccess: () => {
          notifications.show({ title: 'Message sent', message: 'The family will see it in Messages.' });
          setSubject('');
          setContent('');
          close();
        },
      },
    );
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconMessage size={16} aria-hidden />}
        onClick={() => setOpened(true)}
        w="fit-content"
      >
        Message family
      </Button>
      <Modal opened={opened} onClose={close} title="Message family">
        <Stack>
          <TextInput
            label="Subject"
            required
            maxLength={SUBJECT_MAX}
            value={subject}
            onChange={(e) => setSubject(e.currentTarget.value)}
          />
          <Textarea
            label="Message"
            required
            autosize
            minRows={4}
            maxLength={MESSAGE_MAX}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
          />
          {start.isError && (
            <Text c="red" size="sm">
              {errorMessage(start.error)}
            </Text>
          )}
          <Button onClick={send} loading={start.isPending} disabled={!subject.trim() || !content.trim()}>
            Send
          </Button>
        </Stack>
      </Modal>
    </>
  );
}
