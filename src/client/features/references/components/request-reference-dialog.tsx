import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { RequestReferenceBody } from '@shared/references/references.schema';
import { PHONE_QUERY } from '@client/components/media-queries';
import { errorMessage } from '@client/lib/api-client';
import {
  EMPTY_REQUEST,
  REQUEST_MAX,
  refusedFields,
  type RequestFormValues,
  type RequestProblem,
  requestFormErrors,
  toRequestBody,
} from '../utils/request-form';

/** The dialog's words: the family's in its language, staff's in English (each page words its own). */
export interface RequestDialogWords {
  title: string;
  intro: string;
  name: string;
  email: string;
  emailHint: string;
  relationship: string;
  relationshipHint: string;
  cancel: string;
  send: string;
  /** The alert's title when the server refused the request. */
  notSent: string;
  /** The close button's name. */
  close: string;
  problem: (problem: RequestProblem, max: number) => string;
}

interface RequestReferenceDialogProps {
  opened: boolean;
  words: RequestDialogWords;
  /** The family's or staff's request (`useRequestFamilyReference`, `useRequestStaffReference`). */
  request: UseMutationResult<unknown, Error, RequestReferenceBody>;
  onClose: () => void;
}

/**
 * "Request a reference" (issue 44): who (name, e-mail) and how they know the family; checked as the server checks
 * it before it goes, the server's refusal shown beside the fields it names. Full screen on a phone. Mounted on
 * its first opening (React.lazy), it opens its Modal one render later so Mantine returns the focus on close.
 */
export function RequestReferenceDialog({ opened, words, request, onClose }: RequestReferenceDialogProps) {
  const mounted = useMounted();
  const fullScreen = useMediaQuery(PHONE_QUERY);
  const form = useForm<RequestFormValues>({
    initialValues: EMPTY_REQUEST,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(requestFormErrors(values)).map(([field, problem]) => [
          field,
          words.problem(problem, REQUEST_MAX[field as keyof RequestFormValues]),
        ]),
      ),
  });
  const close = () => {
    request.reset();
    form.reset();
    onClose();
  };
  // Made outside the markup: their arguments are field names, not words anyone reads.
  const nameInput = form.getInputProps('name');
  const emailInput = form.getInputProps('email');
  const relationshipInput = form.getInputProps('relationship');
  const submit = form.onSubmit((values) =>
    request.mutate(toRequestBody(values), {
      onSuccess: close,
      onError: (error) => {
        for (const field of refusedFields(error))
          form.setFieldError(field, words.problem('invalid', REQUEST_MAX[field]));
      },
    }),
  );

  return (
    <Modal
      opened={mounted && opened}
      onClose={close}
      title={words.title}
      size="md"
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': words.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{words.intro}</Text>
          <TextInput
            label={words.name}
            required
            autoComplete="off"
            maxLength={REQUEST_MAX.name}
            data-autofocus
            {...nameInput}
          />
          <TextInput
            label={words.email}
            description={words.emailHint}
            required
            type="email"
            inputMode="email"
            autoComplete="off"
            maxLength={REQUEST_MAX.email}
            {...emailInput}
          />
          <TextInput
            label={words.relationship}
            description={words.relationshipHint}
            required
            maxLength={REQUEST_MAX.relationship}
            {...relationshipInput}
          />
          {request.isError && (
            <Alert color="red" variant="light" title={words.notSent} role="alert">
              {errorMessage(request.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={close} disabled={request.isPending}>
              {words.cancel}
            </Button>
            <Button
              type="submit"
              mih={44}
              leftSection={<IconSend size={18} aria-hidden />}
              loading={request.isPending}
            >
              {words.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
