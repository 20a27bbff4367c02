import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LinkPass, SigningLink } from '@shared/signing/signers.schema';
import { errorMessage } from '@client/lib/api-client';
import { isInvalidLink, useSendLinkCode, useVerifyLinkCode } from '../../api/signing-link';

interface IntroProps {
  token: string;
  link: SigningLink;
  /** Why the signer is back here (their pass ran out), in the server's words. */
  notice: string | null;
  onCodeSent: (emailHint: string) => void;
  onInvalid: () => void;
}

/** The link's first page: who asks whom to sign what, and where the code will go. */
export function LinkIntro({ token, link, notice, onCodeSent, onInvalid }: IntroProps) {
  const { t } = useTranslation('signing');
  const send = useSendLinkCode(token);
  const ask = t('link.introAsk', { applicantName: link.applicantName });
  const signingAs = t('link.signingAs', { name: link.signerName });
  const codeIntro = t('link.codeIntro', { emailHint: link.emailHint });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {link.documentName}
          </Title>
          <Text size="lg">{ask}</Text>
          <Text c="dimmed">{signingAs}</Text>
        </Stack>
        {notice && (
          <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
            {notice}
          </Alert>
        )}
        <Text>{codeIntro}</Text>
        {send.isError && !isInvalidLink(send.error) && (
          <Alert color="red" role="alert">
            {errorMessage(send.error)}
          </Alert>
        )}
        <Button
          leftSection={<IconMail size={18} aria-hidden />}
          loading={send.isPending}
          onClick={() =>
            send.mutate(undefined, {
              onSuccess: (sent) => onCodeSent(sent.emailHint),
              onError: (error) => {
                if (isInvalidLink(error)) onInvalid();
              },
            })
          }
          w={{ base: '100%', xs: 'fit-content' }}
        >
          {t('link.sendCode')}
        </Button>
      </Stack>
    </Paper>
  );
}

interface CodeProps {
  token: string;
  emailHint: string;
  onVerified: (pass: LinkPass) => void;
  onInvalid: () => void;
}

const SIX_DIGITS = /^\d{6}$/;

/** The six-digit code from the e-mail; a wrong one says how many tries are left, a new one can be sent. */
export function LinkCodeForm({ token, emailHint, onVerified, onInvalid }: CodeProps) {
  const { t } = useTranslation('signing');
  const verify = useVerifyLinkCode(token);
  const resend = useSendLinkCode(token);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [hint, setHint] = useState(emailHint);

  const submit = () => {
    if (!SIX_DIGITS.test(code)) {
      setProblem(t('link.codeInvalid'));
      return;
    }
    setProblem(null);
    verify.mutate(code, {
      onSuccess: onVerified,
      onError: (error) => {
        if (isInvalidLink(error)) onInvalid();
        else setProblem(errorMessage(error));
      },
    });
  };

  const sendAgain = () =>
    resend.mutate(undefined, {
      onSuccess: (sent) => {
        setHint(sent.emailHint);
        setCode('');
        setProblem(null);
        notifications.show({ color: 'green', message: t('link.resent', { emailHint: sent.emailHint }) });
      },
      onError: (error) => {
        if (isInvalidLink(error)) onInvalid();
        else setProblem(errorMessage(error));
      },
    });

  const sentTo = t('link.codeSent', { emailHint: hint });
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {t('link.codeTitle')}
            </Title>
            <Text>{sentTo}</Text>
          </Stack>
          <TextInput
            label={t('link.codeLabel')}
            description={t('link.codeHelp')}
            required
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
            error={problem ?? undefined}
            size="lg"
            maw={260}
            styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
            data-autofocus
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the page's one task: type the code just sent.
            autoFocus
          />
          <Group gap="sm">
            <Button type="submit" loading={verify.isPending} w={{ base: '100%', xs: 'fit-content' }}>
              {t('link.verify')}
            </Button>
            <Button
              variant="subtle"
              onClick={sendAgain}
              loading={resend.isPending}
              w={{ base: '100%', xs: 'fit-content' }}
            >
              {t('link.resend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
