import { Alert, Anchor, Badge, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '@shared/paths';
import { isStaffSigner } from '@shared/signing/signers';
import type { Signer, SigningDocument } from '@shared/signing/signing.schema';
import { ApiRequestError, errorMessage } from '@client/lib/api-client';
import {
  downloadBlob,
  familySealedPath,
  useDeclineSigner,
  useSaveForm,
  useSendSigningLink,
  useSignDocument,
  useSigningDocument,
  useSubmitDocument,
} from '../../api/family-signing';
import { useFormDraft } from '../../hooks/use-form-draft';
import { DeclineDialog } from './decline-dialog';
import { FormFields } from './form-fields';
import { SendLinkDialog } from './send-link-dialog';
import { SignatureDialog } from './signature-dialog';
import { SignaturesPanel, StatusPanel } from './signing-panels';

/**
 * Where the page leads back to: the Document Center and the dashboard, or My Items for an adult's own account
 * (issue 44), which opens no other page.
 */
function homesOf(ownAccount: boolean) {
  return ownAccount
    ? { back: PATHS.familyMyItems, backKey: 'sign.backToMyItems' as const, done: PATHS.familyMyItems }
    : { back: PATHS.familyDocuments, backKey: 'sign.back' as const, done: PATHS.familyDashboard };
}

function NotFound({ home }: { home: string }) {
  const { t } = useTranslation('signing');
  return (
    <Stack align="center" gap="sm" py="xl">
      <Title order={1} size="h2">
        {t('sign.notFoundTitle')}
      </Title>
      <Text c="dimmed">{t('sign.notFoundBody')}</Text>
      <Button component={Link} to={home}>
        {t('sign.goHome')}
      </Button>
    </Stack>
  );
}

function SigningForm({ document, ownAccount }: { document: SigningDocument; ownAccount: boolean }) {
  const { t } = useTranslation('signing');
  const homes = homesOf(ownAccount);
  const navigate = useNavigate();
  const readOnly = document.submitted;
  const save = useSaveForm(document.id);
  const sign = useSignDocument(document.id);
  const submit = useSubmitDocument(document.id);
  const sendLink = useSendSigningLink(document.id);
  const decline = useDeclineSigner(document.id);
  const [signing, setSigning] = useState<Signer | null>(null);
  const [linking, setLinking] = useState<Signer | null>(null);
  const [declining, setDeclining] = useState<Signer | null>(null);
  const [autosaved, setAutosaved] = useState(false);
  const draft = useFormDraft(document.fields, document.formData, {
    readOnly,
    autosave: (formData) => save.mutate({ formData }, { onSuccess: () => setAutosaved(true) }),
  });
  // The family submits once its own signers have signed; the agency's countersign afterwards.
  const familySigners = document.signers.filter((s) => !isStaffSigner(s.role));
  const agencySigners = document.signers.filter((s) => isStaffSigner(s.role));
  const signed = familySigners.filter((s) => s.signedAt).length;
  const pendingReview = document.state === 'pending_review';

  const fail = (title: string) => (error: unknown) =>
    notifications.show({ color: 'red', title, message: `${errorMessage(error)} ${t('toasts.tryAgain')}` });

  const onSaveDraft = () => {
    draft.markSaved();
    save.mutate(
      { formData: draft.values },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('toasts.formSaved') }),
        onError: fail(t('toasts.errorSaving')),
      },
    );
  };

  const onSubmit = () => {
    if (!draft.validateAll()) return;
    draft.markSaved();
    submit.mutate(
      { formData: draft.values },
      {
        onSuccess: ({ sealedVersion }) => {
          notifications.show(
            sealedVersion === null
              ? { color: 'green', title: t('toasts.submitted'), message: t('toasts.submittedPending') }
              : { color: 'green', message: t('toasts.submitted') },
          );
          void navigate(homes.done);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409 && signed < familySigners.length)
            notifications.show({
              color: 'red',
              title: t('toasts.signaturesRequired'),
              message: t('toasts.signaturesRequiredMessage'),
            });
          else fail(t('toasts.errorSubmitting'))(error);
        },
      },
    );
  };

  const onSaveSignature = ({ dataUrl, consent }: { dataUrl: string; consent: true }) => {
    if (!signing) return;
    sign.mutate(
      { role: signing.role, signatureData: dataUrl, consent },
      {
        onSuccess: (answer) => {
          setSigning(null);
          notifications.show({
            color: 'green',
            message: answer.fullySigned ? t('toasts.fullySigned') : t('toasts.signatureSaved'),
          });
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 404)
            notifications.show({ color: 'red', message: t('toasts.signerNotFound') });
          else fail(t('toasts.errorSignature'))(error);
        },
      },
    );
  };

  const onSendLink = (email: string) => {
    if (!linking) return;
    sendLink.mutate(
      { role: linking.role, email },
      {
        onSuccess: () => {
          setLinking(null);
          notifications.show({ color: 'green', message: t('toasts.linkSent', { email }) });
        },
        onError: fail(t('toasts.errorSendingLink')),
      },
    );
  };

  const onDecline = (reason: string) => {
    if (!declining) return;
    decline.mutate(
      { role: declining.role, reason },
      {
        onSuccess: () => {
          setDeclining(null);
          notifications.show({ color: 'orange', message: t('toasts.declined') });
        },
        onError: fail(t('toasts.errorDeclining')),
      },
    );
  };

  return (
    <Stack gap="md">
      <Anchor component={Link} to={homes.back} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> {t(homes.backKey)}
      </Anchor>
      <Stack gap={4}>
        <Group gap="xs">
          <Title order={1} size="h2">
            {document.documentName}
          </Title>
          <Badge variant="light">{t(`state.${document.state}`)}</Badge>
        </Group>
        {document.description && <Text c="dimmed">{document.description}</Text>}
        {!document.translated && (
          <Text size="sm" c="gray.7">
            {t('sign.notTranslated')}
          </Text>
        )}
      </Stack>
      {document.returnReason && (
        <Alert color="orange">{t('sign.returned', { reason: document.returnReason })}</Alert>
      )}
      {readOnly && pendingReview && <Alert color="blue">{t('sign.pendingReview')}</Alert>}
      {readOnly && !pendingReview && (
        <Alert color="blue">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('sign.readOnly')}</Text>
            {document.sealedVersion !== null && (
              <Button
                size="xs"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() =>
                  void downloadBlob(
                    familySealedPath(document.id, document.sealedVersion ?? 1),
                    `sealed-${document.id.slice(0, 8)}-v${document.sealedVersion}.pdf`,
                  ).catch(fail(t('toasts.errorLoadingDocument')))
                }
              >
                {t('sign.downloadSealed')}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card withBorder radius="md" padding="md">
            <FormFields
              fields={document.fields}
              values={draft.values}
              problems={draft.problems}
              readOnly={readOnly}
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
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <SignaturesPanel
              signers={document.signers}
              submitted={document.submitted}
              readOnly={readOnly}
              onSign={setSigning}
              onDecline={setDeclining}
              // An own account signs its own row; sending others their links is the applicants' to do.
              onSendLink={ownAccount ? undefined : setLinking}
            />
            <StatusPanel
              complete={draft.complete}
              signed={signed}
              total={familySigners.length}
              agency={
                agencySigners.length > 0
                  ? { signed: agencySigners.filter((s) => s.signedAt).length, total: agencySigners.length }
                  : null
              }
              readOnly={readOnly}
              saving={save.isPending}
              submitting={submit.isPending}
              onSaveDraft={onSaveDraft}
              onSubmit={onSubmit}
            />
          </Stack>
        </Grid.Col>
      </Grid>
      {signing && (
        <SignatureDialog
          signerName={signing.name}
          saving={sign.isPending}
          onCancel={() => setSigning(null)}
          onSave={onSaveSignature}
        />
      )}
      {linking && (
        <SendLinkDialog
          signerName={linking.name}
          initialEmail={linking.linkSentTo}
          sending={sendLink.isPending}
          onCancel={() => setLinking(null)}
          onSend={onSendLink}
        />
      )}
      {declining && (
        <DeclineDialog
          opened
          explanation={t('declineDialog.familyBody')}
          saving={decline.isPending}
          onCancel={() => setDeclining(null)}
          onConfirm={onDecline}
        />
      )}
    </Stack>
  );
}

interface SigningViewProps {
  documentId: string;
  /** An adult's own account (issue 44): the way back is My Items, and no signing links are sent from here. */
  ownAccount?: boolean;
}

/** /documents/sign/:documentId: the signing page; another family's or an unknown document reads 'Document not found'. */
export function SigningView({ documentId, ownAccount = false }: SigningViewProps) {
  const { t } = useTranslation('signing');
  const document = useSigningDocument(documentId);
  if (document.isPending)
    return (
      <Text c="dimmed" role="status">
        {t('sign.loading')}
      </Text>
    );
  if (document.isError) {
    if (document.error instanceof ApiRequestError && [400, 404].includes(document.error.status))
      return <NotFound home={homesOf(ownAccount).done} />;
    return (
      <Alert color="red" title={t('toasts.errorLoadingDocument')}>
        {errorMessage(document.error)}
      </Alert>
    );
  }
  return (
    <SigningForm
      key={`${document.data.id}-${document.data.submitted}`}
      document={document.data}
      ownAccount={ownAccount}
    />
  );
}
