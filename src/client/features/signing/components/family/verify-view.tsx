import { Alert, Button, Card, FileInput, Group, List, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCircleCheck, IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Verification } from '@shared/signing/signing.schema';
import { formatDateTime } from '@client/lib/format';
import { useVerifyCode, useVerifyFile } from '../../api/family-signing';

function Result({ result }: { result: Verification }) {
  const { t } = useTranslation('signing');
  if (result.result === 'not_verified')
    return (
      <Alert
        color="red"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('verify.notVerifiedTitle')}
        role="status"
      >
        {t('verify.notVerifiedBody')}
      </Alert>
    );
  return (
    <Alert
      color="green"
      icon={<IconCircleCheck aria-hidden />}
      title={t('verify.verifiedTitle')}
      role="status"
    >
      <Stack gap={6}>
        <Text size="sm">{result.fileChecked ? t('verify.verifiedFile') : t('verify.verifiedCode')}</Text>
        <Text fw={600}>{result.documentName}</Text>
        <Text size="sm">
          {t('verify.sealedAt', { date: formatDateTime(result.sealedAt), version: result.version })}
        </Text>
        <Text size="sm" fw={600}>
          {t('verify.signersTitle')}
        </Text>
        <List size="sm">
          {result.signers.map((signer) => (
            <List.Item key={signer.role}>
              {t('verify.signer', {
                name: signer.name,
                role: t(`roles.${signer.role}`),
                date: formatDateTime(signer.signedAt),
              })}
            </List.Item>
          ))}
        </List>
        {result.contents && (
          <>
            <Text size="sm" fw={600}>
              {t('verify.contentsTitle')}
            </Text>
            <List size="sm">
              {result.contents.map((part) => (
                <List.Item key={part}>{part}</List.Item>
              ))}
            </List>
          </>
        )}
      </Stack>
    </Alert>
  );
}

/**
 * /verify (public): checks an uploaded sealed PDF or the code on its certificate page; opened from a QR code
 * (?code=…), it checks that code at once.
 */
export function VerifyView() {
  const { t } = useTranslation('signing');
  const [params] = useSearchParams();
  const [file, setFile] = useState<File | null>(null);
  const [code, setCode] = useState(params.get('code') ?? '');
  const byFile = useVerifyFile();
  const byCode = useVerifyCode();
  const [shown, setShown] = useState<'file' | 'code' | null>(null);
  const current = shown === 'file' ? byFile : shown === 'code' ? byCode : null;
  // A QR code on a sealed page opens /verify?code=…: its answer shows at once, without another click.
  const linkedCode = useRef(params.get('code'));
  const { mutate: checkCode } = byCode;
  useEffect(() => {
    if (!linkedCode.current || linkedCode.current.trim().length < 6) return;
    setShown('code');
    checkCode(linkedCode.current);
    linkedCode.current = null;
  }, [checkCode]);

  return (
    <Stack gap="md" maw={640} mx="auto" w="100%">
      <Title order={1} size="h2">
        {t('verify.title')}
      </Title>
      <Text c="dimmed">{t('verify.intro')}</Text>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <FileInput
            label={t('verify.fileLabel')}
            accept="application/pdf"
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': t('verify.clearFile') }}
          />
          <Group>
            <Button
              disabled={!file}
              loading={byFile.isPending}
              onClick={() => {
                if (!file) return;
                setShown('file');
                byFile.mutate(file);
              }}
            >
              {t('verify.fileButton')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Stack gap="sm">
          <TextInput
            label={t('verify.codeLabel')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            placeholder={t('verify.codePlaceholder')}
            autoCapitalize="characters"
          />
          <Group>
            <Button
              variant="light"
              disabled={code.trim().length < 6}
              loading={byCode.isPending}
              onClick={() => {
                setShown('code');
                byCode.mutate(code);
              }}
            >
              {t('verify.codeButton')}
            </Button>
          </Group>
        </Stack>
      </Card>
      {current?.data && <Result result={current.data} />}
      {current?.isError && <Alert color="red">{t('verify.error')}</Alert>}
    </Stack>
  );
}
