import {
  Alert,
  Anchor,
  Center,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CERTIFICATE_ID_PATTERN } from '@shared/family-learning/family-learning-rules';
import { PATHS } from '@shared/paths';
import { Fact } from '@client/components/fact';
import { HavenLogo } from '@client/components/haven-logo';
import { formatDate } from '@client/lib/format';
import { useCertificateVerification } from '../api/learning-queries';

/** The certificate's facts read at body size, in bold. */
const CERTIFICATE_VALUE = { size: 'md', fw: 600 } as const;

function Unknown({ id }: { id: string }) {
  const { t } = useTranslation('familyLearning');
  return (
    <Stack gap="sm" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden>
        <IconCircleX size={36} />
      </ThemeIcon>
      <Title order={2}>{t('verify.unknown')}</Title>
      <Text>{t('verify.unknownText', { id })}</Text>
    </Stack>
  );
}

function Verification({ certificateId }: { certificateId: string }) {
  const { t } = useTranslation('familyLearning');
  const query = useCertificateVerification(certificateId);
  if (query.isPending)
    return (
      <Center>
        <Loader aria-label={t('verify.loading')} />
      </Center>
    );
  if (query.isError) return <Alert color="red">{t('verify.error')}</Alert>;
  const result = query.data;
  if (!result.valid) return <Unknown id={certificateId} />;
  return (
    <Stack gap="md">
      <Stack gap="xs" align="center" ta="center">
        <ThemeIcon size={56} radius="xl" color="green" variant="light" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={2}>{t('verify.valid')}</Title>
        <Text c="dimmed">{t('verify.validText')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Fact label={t('verify.recipient')} value={result.recipientName} valueProps={CERTIFICATE_VALUE} />
        <Fact label={t('verify.course')} value={result.courseTitle} valueProps={CERTIFICATE_VALUE} />
        <Fact label={t('verify.date')} value={formatDate(result.issuedAt)} valueProps={CERTIFICATE_VALUE} />
        <Fact label={t('verify.id')} value={result.certificateId} valueProps={CERTIFICATE_VALUE} />
      </SimpleGrid>
    </Stack>
  );
}

/** /verify/CERT-XXXXXXXX: anyone can check a certificate; nothing else about the family shows. */
export function CertificateVerificationView({ certificateId }: { certificateId: string }) {
  const { t } = useTranslation('familyLearning');
  const wellFormed = CERTIFICATE_ID_PATTERN.test(certificateId);
  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={560} w="100%" component="main">
        <Stack gap="lg">
          <HavenLogo />
          <Title order={1} size="h3">
            {t('verify.title')}
          </Title>
          {wellFormed ? <Verification certificateId={certificateId} /> : <Unknown id={certificateId} />}
          <Anchor component={Link} to={PATHS.home} size="sm">
            {t('verify.home')}
          </Anchor>
        </Stack>
      </Paper>
    </Center>
  );
}
