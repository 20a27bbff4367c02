import { Alert, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconSignature } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkDocument } from '@shared/signing/signers.schema';
import { errorMessage } from '@client/lib/api-client';
import {
  isInvalidLink,
  isPassExpired,
  useDeclineByLink,
  useLinkDocument,
  useSaveLinkForm,
  useSignByLink,
} from '../../api/signing-link';
import { useFormDraft } from '../../hooks/use-form-draft';
import { DeclineDialog } from '../family/decline-dialog';
import { FormFields } from '../family/form-fields';
import { SignatureDialog } from '../family/signature-dialog';

export interface LinkStepEvents {
  /** The link stopped working (used meanwhile, locked, expired). */
  onInvalid: () => void;
  /** The pass ran out: back to the code, with the server's words. */
  onPassExpired: (message: string) => void;
  onDone: (result: 'signed' | 'declined') => void;
}

interface DocumentFormProps extends LinkStepEvents {
  token: string;
  pass: string;
  document: LinkDocument;
}

function LinkDocumentForm({ token, pass, document, onInvalid, onPassExpired, onDone }: DocumentFormProps) {
  const { t } = useTranslation('signing');
  const editable = document.editable;
  const save = useSaveLinkForm(token, pass);
  const sign = useSignByLink(token, pass);
  const decline = useDeclineByLink(token, pass);
  const [signing, setSigning] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [autosaved, setAutosaved] = useState(false);

  /** What every failed call does: a link gone or a pass run out leave this page; anything else is a toast. */
  const failed = (title: string) => (error: unknown) => {
    if (isInvalidLink(error)) onInvalid();
    else if (isPassExpired(error)) onPassExpired(errorMessage(error));
    else
      notifications.show({ color: 'red', title, message: `${errorMessage(error)} ${t('toasts.tryAgain')}` });
  };

  const draft = useFormDraft(document.fields, document.formData, {
    readOnly: !editable,
    autosave: (formData) =>
      save.mutate(
        { formData },
        { onSuccess: () => setAutosaved(true), onError: failed(t('toasts.errorSaving')) },
      ),
  });

  const startSigning = () => {
    if (editable && !draft.validateAll()) {
      notifications.show({ color: 'red', message: t('link.completeFirst') });
      return;
    }
    setSigning(true);
  };

  const onSaveSignature = ({ dataUrl, consent }: { dataUrl: string; consent: true }) => {
    draft.markSaved();
    sign.mutate(
      { signatureData: dataUrl, consent, ...(editable ? { formData: draft.values } : {}) },
      {
        onSuccess: () => {
          setSigning(false);
          onDone('signed');
        },
        onError: (error) => {
          setSigning(false);
          failed(t('toasts.errorSignature'))(error);
        },
      },
    );
  };

  const onDecline = (reason: string) =>
    decline.mutate(
      { reason },
      {
        onSuccess: () => {
          setDeclining(false);
          onDone('declined');
        },
        onError: (error) => {
          setDeclining(false);
          failed(t('toasts.errorDeclining'))(error);
        },
      },
    );

  const signingAs = t('link.signingAs', { name: document.signerName });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {document.documentName}
        </Title>
        <Text c="dimmed">{signingAs}</Text>
        {document.description && <Text>{document.description}</Text>}
        {!document.translated && (
          <Text size="sm" c="gray.7">
            {t('sign.notTranslated')}
          </Text>
        )}
      </Stack>
      <Text>{editable ? t('link.fillAndSign') : t('link.readAndSign')}</Text>
      <Card withBorder radius="md" padding="md">
        <FormFields
          fields={document.fields}
          values={draft.values}
          problems={draft.problems}
          readOnly={!editable}
          onChange={(name, value) => {
            setAutosaved(false);
            draft.change(name, value);
          }}
          onBlur={draft.blur}
        />
        {autosaved && (
          <Text size="xs" c="dimmed" mt="sm" role="status">
            {t('sign.autosaved')}
          </Text>
        )}
      </Card>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('link.signTitle')}
          </Title>
          <Text size="sm">{t('link.signHelp')}</Text>
          <Group gap="sm">
            <Button
              leftSection={<IconSignature size={18} aria-hidden />}
              onClick={startSigning}
              disabled={decline.isPending}
              w={{ base: '100%', xs: 'fit-content' }}
            >
              {t('link.sign')}
            </Button>
            <Button
              variant="subtle"
              color="red"
              onClick={() => setDeclining(true)}
              disabled={sign.isPending}
              w={{ base: '100%', xs: 'fit-content' }}
            >
              {t('signers.decline')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {signing && (
        <SignatureDialog
          signerName={document.signerName}
          saving={sign.isPending}
          onCancel={() => setSigning(false)}
          onSave={onSaveSignature}
        />
      )}
      {declining && (
        <DeclineDialog
          opened
          explanation={t('declineDialog.linkBody')}
          saving={decline.isPending}
          onCancel={() => setDeclining(false)}
          onConfirm={onDecline}
        />
      )}
    </Stack>
  );
}

/** The document the link is for, read with the pass: its form (filled when it is the signer's), Sign, Decline. */
export function LinkDocumentStep({
  token,
  pass,
  ...events
}: LinkStepEvents & { token: string; pass: string }) {
  const { t } = useTranslation('signing');
  const document = useLinkDocument(token, pass);
  const { onInvalid, onPassExpired } = events;
  const leaves = document.isError && (isInvalidLink(document.error) || isPassExpired(document.error));
  useEffect(() => {
    if (!document.isError) return;
    if (isInvalidLink(document.error)) onInvalid();
    else if (isPassExpired(document.error)) onPassExpired(errorMessage(document.error));
  }, [document.isError, document.error, onInvalid, onPassExpired]);
  if (document.isPending || leaves)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('sign.loading')} />
      </Group>
    );
  if (document.isError)
    return (
      <Alert color="red" title={t('toasts.errorLoadingDocument')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(document.error)}</Text>
          <Button size="xs" variant="default" onClick={() => void document.refetch()}>
            {t('link.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  return <LinkDocumentForm token={token} pass={pass} document={document.data} {...events} />;
}
