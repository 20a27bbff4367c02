import { Anchor, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { PATHS } from '@shared/paths';
import { Fact } from '@client/components/fact';
import { formatDate } from '@client/lib/format';
import { capacityFacts } from '../utils/approval-display';
import type { ApprovalDecision } from '../utils/approval-view';
import { IssuedDocumentButton } from './issued-document-button';

/** Where anyone checks a certificate by its code (the public /verify page, the code filled in). */
const verifyHref = (code: string) => `${PATHS.verify}?code=${encodeURIComponent(code)}`;

/**
 * An approval: since when, what it allows (how many children, of which ages, any condition), and the Certificate
 * of Approval with the code anyone can check it by.
 */
export function ApprovalCertificate({ decision }: { decision: ApprovalDecision }) {
  const { t } = useTranslation('familyApproval');
  const { document, capacity } = decision;
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color="teal" aria-hidden>
          <IconCertificate size={24} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fw={700} size="lg">
            {t('approved.heading')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('approved.effective', { date: formatDate(decision.effectiveDate) })}
          </Text>
        </Stack>
      </Group>
      {capacity && (
        <Stack gap={6}>
          <Title order={3} fz="h5">
            {t('approved.capacityTitle')}
          </Title>
          <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="sm" m={0}>
            {capacityFacts(t, capacity).map((fact) => (
              <Fact key={fact.label} label={fact.label} value={fact.value} inList />
            ))}
          </SimpleGrid>
        </Stack>
      )}
      {document && (
        <Stack gap={6}>
          <IssuedDocumentButton document={document} label={t('approved.download')} />
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            <Trans
              t={t}
              i18nKey="approved.verify"
              values={{ address: `${window.location.host}${PATHS.verify}`, code: document.verificationCode }}
              components={{
                anchor: <Anchor component={Link} to={verifyHref(document.verificationCode)} />,
                code: <Text component="code" inherit ff="monospace" fw={600} />,
              }}
            />
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
