import type { ReactNode } from 'react';
import { Anchor, Group, Paper, SegmentedControl, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconAward, IconBook, IconCircleCheck, IconProgress } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { LearnerEnrollment, LearningJourney } from '@shared/family-learning/family-learning.schema';
import { PATHS } from '@shared/paths';
import { QueryContent } from '@client/components/query-content';
import { StatCard } from '@client/components/stat-card';
import { useLearningJourney } from '../api/learning-queries';
import { journeyTabOf, type JourneyTab, REQUIRED_ONLY_PARAM, requiredOnlyOf } from '../utils/learning-paths';
import { CatalogCard } from './catalog-card';
import { EnrollmentCard } from './enrollment-card';

/** The four counts at the top of My Learning Journey, in order. */
const STAT_CARDS = [
  { key: 'total', Icon: IconBook, color: 'teal' },
  { key: 'completed', Icon: IconCircleCheck, color: 'green' },
  { key: 'inProgress', Icon: IconProgress, color: 'blue' },
  { key: 'certificates', Icon: IconAward, color: 'yellow' },
] as const;

function CardGrid({ children, empty }: { children: ReactNode[]; empty: string }) {
  if (children.length === 0)
    return (
      <Paper withBorder radius="md" p="xl">
        <Text ta="center" c="dimmed">
          {empty}
        </Text>
      </Paper>
    );
  return <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>;
}

function JourneyContent({ journey }: { journey: LearningJourney }) {
  const { t } = useTranslation('familyLearning');
  const [params, setParams] = useSearchParams();
  const tab = journeyTabOf(params.get('tab'));
  const requiredOnly = requiredOnlyOf(params);
  const update = (change: (current: URLSearchParams) => void) =>
    setParams(
      (current) => {
        change(current);
        return current;
      },
      { replace: true },
    );
  const choose = (value: string | null) => update((current) => current.set('tab', journeyTabOf(value)));
  const filter = (value: string) =>
    update((current) =>
      value === 'required' ? current.set(REQUIRED_ONLY_PARAM, '1') : current.delete(REQUIRED_ONLY_PARAM),
    );
  const shown = (list: LearnerEnrollment[]) => (requiredOnly ? list.filter((e) => e.isRequired) : list);
  const { stats } = journey;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {STAT_CARDS.map(({ key, Icon, color }) => (
          <StatCard
            key={key}
            layout="compact"
            label={t(`journey.stats.${key}`)}
            value={stats[key]}
            icon={Icon}
            color={color}
          />
        ))}
      </SimpleGrid>
      <Tabs value={tab satisfies JourneyTab} onChange={choose} keepMounted={false}>
        <Tabs.List grow>
          <Tabs.Tab value="current">{t('journey.tabs.current')}</Tabs.Tab>
          <Tabs.Tab value="completed">{t('journey.tabs.completed')}</Tabs.Tab>
          <Tabs.Tab value="catalog">{t('journey.tabs.catalog')}</Tabs.Tab>
        </Tabs.List>
        {tab !== 'catalog' && (
          <SegmentedControl
            mt="md"
            value={requiredOnly ? 'required' : 'all'}
            onChange={filter}
            aria-label={t('journey.filter.label')}
            data={[
              { value: 'all', label: t('journey.filter.all') },
              { value: 'required', label: t('journey.filter.required') },
            ]}
          />
        )}
        <Tabs.Panel value="current" pt="md">
          <CardGrid empty={requiredOnly ? t('journey.empty.requiredCurrent') : t('journey.empty.current')}>
            {shown(journey.current).map((enrollment) => (
              <EnrollmentCard key={enrollment.id} enrollment={enrollment} />
            ))}
          </CardGrid>
        </Tabs.Panel>
        <Tabs.Panel value="completed" pt="md">
          <CardGrid
            empty={requiredOnly ? t('journey.empty.requiredCompleted') : t('journey.empty.completed')}
          >
            {shown(journey.completed).map((enrollment) => (
              <EnrollmentCard key={enrollment.id} enrollment={enrollment} />
            ))}
          </CardGrid>
        </Tabs.Panel>
        <Tabs.Panel value="catalog" pt="md">
          <CardGrid empty={t('journey.empty.catalog')}>
            {journey.catalog.map((course) => (
              <CatalogCard key={course.id} course={course} />
            ))}
          </CardGrid>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /learning: My Learning Journey of the signed-in family (spec 02 §2). */
export function LearningJourneyView() {
  const { t } = useTranslation('familyLearning');
  const journey = useLearningJourney();
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PATHS.familyDashboard} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {t('journey.returnHome')}
        </Group>
      </Anchor>
      <div>
        <Title order={1}>{t('journey.title')}</Title>
        <Text c="dimmed">{t('journey.subtitle')}</Text>
      </div>
      <QueryContent query={journey} errorTitle={t('journey.loadError')} loadingLabel={t('journey.loading')}>
        {(data) => <JourneyContent journey={data} />}
      </QueryContent>
    </Stack>
  );
}
