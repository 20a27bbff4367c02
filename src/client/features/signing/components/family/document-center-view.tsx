import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PATHS } from '@shared/paths';
import type { CenterDocument, TemplateCard } from '@shared/signing/signing.schema';
import { QueryContent } from '@client/components/query-content';
import { errorMessage } from '@client/lib/api-client';
import { formatDate } from '@client/lib/format';
import { knownValue } from '@client/lib/i18n/known-text';
import { useDocumentCenter, useStartDocument } from '../../api/family-signing';

const GROUP_KEYS = {
  state_form: 'stateForms',
  agency_document: 'agencyDocuments',
} as const satisfies Record<TemplateCard['templateType'], string>;

/** The default templates' categories, translated; one staff typed reads as written. */
const CATEGORIES = 'center.categories';

const STATE_COLORS = { completed: 'green', pending_review: 'yellow', in_progress: 'blue' } as const;

function TemplateCardView({ template }: { template: TemplateCard }) {
  const { t, i18n } = useTranslation('signing');
  const navigate = useNavigate();
  const start = useStartDocument();
  const category = knownValue(i18n, CATEGORIES, template.category, 'signing');
  const onStart = () =>
    start.mutate(template.id, {
      onSuccess: ({ documentId, created }) => {
        if (created) notifications.show({ color: 'green', message: t('toasts.documentCreated') });
        void navigate(`${PATHS.familySigning}/${documentId}`);
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: t('toasts.errorCreating'), message: errorMessage(error) }),
    });
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6} h="100%">
        <Text fw={600}>{template.templateName}</Text>
        {!template.translated && (
          <Text size="xs" c="gray.7">
            {t('center.inEnglish')}
          </Text>
        )}
        <Badge variant="light" color="gray" w="fit-content">
          {category}
        </Badge>
        {template.description && (
          <Text size="sm" c="dimmed">
            {template.description}
          </Text>
        )}
        <Text size="sm">{t('center.signaturesRequired', { count: template.requiredSignatures.length })}</Text>
        <Button mt="auto" onClick={onStart} loading={start.isPending}>
          {template.templateType === 'state_form' ? t('center.startForm') : t('center.startDocument')}
        </Button>
      </Stack>
    </Card>
  );
}

function DocumentCardView({ document }: { document: CenterDocument }) {
  const { t } = useTranslation('signing');
  const navigate = useNavigate();
  const done = document.state === 'completed';
  const date = formatDate(done ? (document.submittedAt ?? document.startedAt) : document.startedAt);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600}>{document.documentName}</Text>
          <Badge color={STATE_COLORS[document.state]} variant="light" style={{ flexShrink: 0 }}>
            {t(`state.${document.state}`)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {done ? t('center.completedOn', { date }) : t('center.started', { date })}
        </Text>
        {document.returnReason && (
          <Text size="sm" c="orange.8">
            {t('center.returned', { reason: document.returnReason })}
          </Text>
        )}
        <Button
          variant={document.state === 'in_progress' ? 'filled' : 'light'}
          onClick={() => void navigate(`${PATHS.familySigning}/${document.id}`)}
        >
          {document.state === 'in_progress' ? t('center.continueSigning') : t('center.viewDocument')}
        </Button>
      </Stack>
    </Card>
  );
}

function Grid({ children }: { children: React.ReactNode }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {children}
    </SimpleGrid>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <Alert variant="light" color="gray">
      {text}
    </Alert>
  );
}

/** /documents: the family's Document Center (spec 02 §2). */
export function DocumentCenterView() {
  const { t } = useTranslation('signing');
  const center = useDocumentCenter();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('center.title')}
        </Title>
        <Text c="dimmed">{t('center.subtitle')}</Text>
      </Stack>
      <QueryContent
        query={center}
        errorTitle={t('toasts.errorLoadingDocuments')}
        loadingLabel={t('center.loading')}
      >
        {({ inProgress, completed, available }) => {
          return (
            <Tabs defaultValue={inProgress.length > 0 ? 'inProgress' : 'available'} keepMounted={false}>
              <Tabs.List grow>
                <Tabs.Tab value="inProgress">{t('center.tabs.inProgress')}</Tabs.Tab>
                <Tabs.Tab value="available">{t('center.tabs.available')}</Tabs.Tab>
                <Tabs.Tab value="completed">{t('center.tabs.completed')}</Tabs.Tab>
              </Tabs.List>
              <Tabs.Panel value="inProgress" pt="md">
                {inProgress.length === 0 ? (
                  <Empty text={t('center.emptyInProgress')} />
                ) : (
                  <Grid>
                    {inProgress.map((d) => (
                      <DocumentCardView key={d.id} document={d} />
                    ))}
                  </Grid>
                )}
              </Tabs.Panel>
              <Tabs.Panel value="available" pt="md">
                <Stack gap="lg">
                  {available.length === 0 && <Empty text={t('center.emptyAvailable')} />}
                  {(Object.keys(GROUP_KEYS) as TemplateCard['templateType'][]).map((type) => {
                    const templates = available.filter((a) => a.templateType === type);
                    return (
                      templates.length > 0 && (
                        <Stack key={type} gap="sm">
                          <Title order={2} size="h4">
                            {t(`center.groups.${GROUP_KEYS[type]}`)}
                          </Title>
                          <Grid>
                            {templates.map((template) => (
                              <TemplateCardView key={template.id} template={template} />
                            ))}
                          </Grid>
                        </Stack>
                      )
                    );
                  })}
                </Stack>
              </Tabs.Panel>
              <Tabs.Panel value="completed" pt="md">
                {completed.length === 0 ? (
                  <Empty text={t('center.emptyCompleted')} />
                ) : (
                  <Grid>
                    {completed.map((d) => (
                      <DocumentCardView key={d.id} document={d} />
                    ))}
                  </Grid>
                )}
              </Tabs.Panel>
            </Tabs>
          );
        }}
      </QueryContent>
    </Stack>
  );
}
