import { lazy, Suspense, useId, useState } from 'react';
import { Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FamilyReference } from '@shared/references/references.schema';
import { QueryContent, SkeletonRows } from '@client/components/query-content';
import { formatDate } from '@client/lib/format';
import { useFamilyReferences } from '../../api/family-references';
import { useOpenedOnce } from '../../hooks/use-opened-once';
import { REFERENCE_STATUS_COLORS, referenceMoments, referencesReceived } from '../../utils/reference-display';

// Loaded the first time it opens: neither the Modal nor the form is part of My Family's first load.
const FamilyRequestDialog = lazy(async () => ({
  default: (await import('./family-request-dialog')).FamilyRequestDialog,
}));

/** How many completed references the agency has of those it asks for. */
function ReceivedCount({ received, wanted }: { received: number; wanted: number }) {
  const { t } = useTranslation('references');
  const text = t('family.received', { received, wanted });
  return (
    <Stack gap={4} maw={360}>
      <Text fw={600}>{text}</Text>
      <Progress
        value={wanted > 0 ? Math.min(100, (received / wanted) * 100) : 0}
        color={received >= wanted ? 'teal' : 'blue'}
        aria-label={text}
      />
    </Stack>
  );
}

/** One request: who, how they know the family, where the e-mail went, where it stands and when. */
function ReferenceCard({ reference }: { reference: FamilyReference }) {
  const { t } = useTranslation('references');
  const nameId = useId();
  const moments = referenceMoments(reference).map(({ kind, at }) =>
    kind === 'requested' && reference.requestedBy === 'staff'
      ? t('family.requestedByAgency', { date: formatDate(at) })
      : t(`family.moments.${kind}`, { date: formatDate(at) }),
  );
  const hint =
    reference.status === 'expired' || reference.status === 'cancelled'
      ? t(`family.statusHints.${reference.status}`)
      : null;
  return (
    <Paper component="article" aria-labelledby={nameId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title id={nameId} order={3} fz="h5" style={{ overflowWrap: 'anywhere' }} miw={0} flex={1}>
            {reference.name}
          </Title>
          <Badge color={REFERENCE_STATUS_COLORS[reference.status]} variant="light" style={{ flexShrink: 0 }}>
            {t(`status.${reference.status}`)}
          </Badge>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {reference.relationship}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('family.emailHint', { emailHint: reference.emailHint })}
        </Text>
        <Text size="sm" c="dimmed">
          {moments.join(' · ')}
        </Text>
        {hint && <Text size="sm">{hint}</Text>}
      </Stack>
    </Paper>
  );
}

/**
 * "References" on My Family (issue 44): how many of the references the agency asks for are in, each request with
 * where it stands (never the answers), and "Request a reference", whose dialog loads the first time it opens.
 */
export function FamilyReferencesSection() {
  const { t } = useTranslation('references');
  const headingId = useId();
  const references = useFamilyReferences();
  const [requesting, setRequesting] = useState(false);
  const requestedOnce = useOpenedOnce(requesting);
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Title id={headingId} order={2} fz="h4">
          {t('family.title')}
        </Title>
        <Button mih={44} leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setRequesting(true)}>
          {t('family.request')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('family.intro')}
      </Text>
      <QueryContent
        query={references}
        errorTitle={t('family.loadError')}
        loading={<SkeletonRows rows={2} label={t('family.loading')} />}
      >
        {(data) => (
          <Stack gap="sm">
            <ReceivedCount received={referencesReceived(data.references)} wanted={data.wanted} />
            {data.references.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('family.empty')}
              </Text>
            ) : (
              data.references.map((reference) => <ReferenceCard key={reference.id} reference={reference} />)
            )}
          </Stack>
        )}
      </QueryContent>
      {requestedOnce && (
        <Suspense fallback={null}>
          <FamilyRequestDialog opened={requesting} onClose={() => setRequesting(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
