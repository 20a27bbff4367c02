import { Button, Divider, Group, Paper, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconAward, IconDownload, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Certificate } from '@shared/family-learning/family-learning.schema';
import { CERTIFICATE_NAME_MAX } from '@shared/family-learning/family-learning.limits';
import { PATHS } from '@shared/paths';
import { errorMessage } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { downloadCertificatePdf, useCertificate, useIssueCertificate } from '../api/learning-queries';

function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function CertificateCard({ enrollmentId, certificate }: { enrollmentId: string; certificate: Certificate }) {
  const { t } = useTranslation('familyLearning');
  const verificationUrl = `${window.location.origin}${certificate.verificationPath}`;
  const download = () =>
    downloadCertificatePdf(enrollmentId)
      .then((blob) => saveBlob(blob, `certificate-${certificate.certificateId}.pdf`))
      .catch((error: unknown) =>
        notifications.show({ color: 'red', title: t('course.error'), message: errorMessage(error) }),
      );
  const share = () =>
    navigator.clipboard
      .writeText(verificationUrl)
      .then(() =>
        notifications.show({
          color: 'teal',
          title: t('completion.copied'),
          message: t('completion.copiedMessage', { url: verificationUrl }),
        }),
      )
      .catch(() =>
        notifications.show({ color: 'blue', message: t('completion.copyFailed', { url: verificationUrl }) }),
      );
  return (
    <Stack gap="md">
      <Paper
        withBorder
        radius="md"
        p="lg"
        ta="center"
        style={{ borderWidth: 3, borderColor: 'var(--mantine-color-teal-6)' }}
      >
        <Stack gap={6} align="center">
          <Title order={2} size="h3">
            {t('completion.certificateTitle')}
          </Title>
          <Text c="dimmed" size="sm">
            {t('completion.certifies')}
          </Text>
          <Text fz={24} fw={700} data-testid="certificate-recipient">
            {certificate.recipientName}
          </Text>
          <Text c="dimmed" size="sm">
            {t('completion.completedCourse')}
          </Text>
          <Text fw={600}>{certificate.courseTitle}</Text>
          <Divider w="60%" />
          <Text size="sm">{t('completion.date', { date: formatDate(certificate.issuedAt) })}</Text>
          <Text size="sm" ff="monospace" data-testid="certificate-id">
            {t('completion.certificateId', { id: certificate.certificateId })}
          </Text>
        </Stack>
      </Paper>
      <Group grow>
        <Button leftSection={<IconDownload size={18} aria-hidden />} onClick={() => void download()}>
          {t('completion.download')}
        </Button>
        <Button
          variant="default"
          leftSection={<IconShare size={18} aria-hidden />}
          onClick={() => void share()}
        >
          {t('completion.share')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The completion screen: 'Congratulations!', Full Name and Generate Certificate, then the certificate. */
export function CourseCompletion({
  enrollmentId,
  courseTitle,
  issued,
}: {
  enrollmentId: string;
  courseTitle: string;
  /** A certificate exists already: read it rather than ask for the name. */
  issued: boolean;
}) {
  const { t } = useTranslation('familyLearning');
  const certificate = useCertificate(enrollmentId, issued);
  const issue = useIssueCertificate(enrollmentId);
  const form = useForm({
    initialValues: { fullName: '' },
    validate: { fullName: (value) => (value.trim() ? null : t('completion.fullNameRequired')) },
  });
  const fullNameProps = form.getInputProps('fullName');
  const generate = form.onSubmit(({ fullName }) =>
    issue.mutate(fullName.trim(), {
      onError: (error) =>
        notifications.show({ color: 'red', title: t('course.error'), message: errorMessage(error) }),
    }),
  );
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Stack gap="xs" align="center" ta="center">
        <ThemeIcon size={64} radius="xl" color="yellow" variant="light" aria-hidden>
          <IconAward size={40} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('completion.title')}
        </Title>
        <Text>{t('completion.message', { title: courseTitle })}</Text>
      </Stack>
      {certificate.data ? (
        <CertificateCard enrollmentId={enrollmentId} certificate={certificate.data} />
      ) : (
        (!issued || certificate.isError) && (
          <form onSubmit={generate} noValidate>
            <Stack gap="sm">
              <TextInput
                label={t('completion.fullName')}
                description={t('completion.fullNameHint')}
                maxLength={CERTIFICATE_NAME_MAX}
                autoComplete="name"
                required
                {...fullNameProps}
              />
              <Button type="submit" loading={issue.isPending}>
                {t('completion.generate')}
              </Button>
            </Stack>
          </form>
        )
      )}
      <Button component={Link} to={PATHS.familyDashboard} variant="subtle">
        {t('completion.returnToDashboard')}
      </Button>
    </Stack>
  );
}
