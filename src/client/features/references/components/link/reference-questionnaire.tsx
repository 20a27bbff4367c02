import { Alert, Button, Card, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferenceLink } from '@shared/references/references.schema';
import { SignatureCanvas, useSignaturePad } from '@client/components/signature-pad';
import { TemplateFormFields } from '@client/components/template-form-fields';
import { useTemplateForm } from '@client/components/use-template-form';
import { errorMessage } from '@client/lib/api-client';
import { isInvalidLink, useSubmitReference } from '../../api/reference-link';

interface ReferenceQuestionnaireProps {
  token: string;
  link: ReferenceLink;
  onDone: () => void;
  /** The link stopped working meanwhile (cancelled, replaced, expired). */
  onInvalid: () => void;
}

/**
 * The reference's page: who named them, the agency's questionnaire in the family's language (a field with a
 * condition only while the answers meet it), then their drawn signature and consent, and Submit. A submit that
 * misses something says what and moves the focus to the first field that needs it.
 */
export function ReferenceQuestionnaire({ token, link, onDone, onInvalid }: ReferenceQuestionnaireProps) {
  const { t } = useTranslation('references');
  const form = useTemplateForm(link.fields, {});
  const pad = useSignaturePad();
  const submit = useSubmitReference(token);
  const [consent, setConsent] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const signatureProblemId = useId();
  const questionsId = useId();
  const signatureId = useId();
  const missingSignature = attempted && !pad.hasInk;
  const missingConsent = attempted && !consent;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const complete = form.validateAll();
    const signatureData = pad.toDataUrl();
    if (!complete || !signatureData || !consent) {
      // After the problems have rendered: the first field marked invalid, else the consent box.
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    submit.mutate(
      { formData: form.values, signatureData, consent: true },
      {
        onSuccess: onDone,
        onError: (error) => {
          if (isInvalidLink(error)) onInvalid();
        },
      },
    );
  };

  const heading = t('link.title', { applicantName: link.applicantName });
  const answeringAs = t('link.answeringAs', { name: link.referenceName });
  const intro = t('link.intro', { applicantName: link.applicantName });
  const incomplete = attempted && (!form.complete || !pad.hasInk || !consent);
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {heading}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {answeringAs}
          </Text>
        </Stack>
        <Text>{intro}</Text>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby={questionsId}>
          <Stack gap="md">
            <Stack gap={4}>
              <Title id={questionsId} order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
                {link.questionnaire}
              </Title>
              {link.description && <Text size="sm">{link.description}</Text>}
              {!link.translated && (
                <Text size="sm" c="gray.7">
                  {t('link.notTranslated')}
                </Text>
              )}
            </Stack>
            <TemplateFormFields
              fields={link.fields}
              values={form.values}
              problems={form.problems}
              problemText={(label, problem) =>
                t(problem === 'required' ? 'validation.required' : 'validation.invalidEmail', { label })
              }
              readOnly={submit.isPending}
              onChange={form.change}
              onBlur={form.blur}
            />
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="md" component="section" aria-labelledby={signatureId}>
          <Stack gap="sm">
            <Title id={signatureId} order={2} size="h4">
              {t('link.signTitle')}
            </Title>
            <Text size="sm">{t('link.signHelp')}</Text>
            <SignatureCanvas
              pad={pad}
              label={t('link.canvas')}
              describedBy={missingSignature ? signatureProblemId : undefined}
              invalid={missingSignature}
              w="100%"
              maw={400}
            />
            {missingSignature && (
              <Text id={signatureProblemId} size="sm" c="red.8">
                {t('link.noSignature')}
              </Text>
            )}
            <Group>
              <Button variant="subtle" onClick={pad.clear} disabled={!pad.hasInk || submit.isPending}>
                {t('link.clear')}
              </Button>
            </Group>
            <Checkbox
              checked={consent}
              onChange={(event) => setConsent(event.currentTarget.checked)}
              label={t('link.consent')}
              error={missingConsent ? t('link.noConsent') : undefined}
              disabled={submit.isPending}
            />
          </Stack>
        </Card>
        {incomplete && (
          <Alert color="red" variant="light" role="alert">
            {t('link.completeFirst')}
          </Alert>
        )}
        {submit.isError && !isInvalidLink(submit.error) && (
          <Alert color="red" variant="light" title={t('link.notSent')} role="alert">
            {errorMessage(submit.error)}
          </Alert>
        )}
        <Button
          type="submit"
          size="md"
          leftSection={<IconSend size={18} aria-hidden />}
          loading={submit.isPending}
          w={{ base: '100%', xs: 'fit-content' }}
        >
          {t('link.submit')}
        </Button>
      </Stack>
    </form>
  );
}
