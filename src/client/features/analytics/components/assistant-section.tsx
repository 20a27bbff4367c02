import { BarChart } from '@mantine/charts';
import { SimpleGrid, Stack } from '@mantine/core';
import { QueryContent } from '@client/components/query-content';
import { useAnalyticsSection } from '../api/use-analytics';
import type { AnalyticsRequestQuery } from '../utils/analytics-params';
import { count, measured, percent } from '../utils/figures';
import { ChartCard, Stat } from './chart-card';

const languageNames = new Intl.DisplayNames('en', { type: 'language' });

/** The families' assistant chats, their escalations to the inbox and the first response against the promise. */
export function AssistantSection({ query }: { query: AnalyticsRequestQuery | null }) {
  const assistant = useAnalyticsSection('assistant', query);
  return (
    <QueryContent query={assistant} errorTitle="Unable to load the assistant figures">
      {(data) => {
        const first = data.firstResponse;
        const languages = data.languages.map((l) => ({
          language: languageNames.of(l.languageCode) ?? l.languageCode,
          sessions: l.sessions,
        }));
        return (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 2, md: 4 }}>
              <Stat
                label="Chat sessions"
                value={count(data.sessions)}
                note={`${count(data.messages)} messages`}
              />
              <Stat
                label="Escalation rate"
                value={percent(data.escalationRate)}
                note={`${count(data.escalated)} escalated to staff`}
              />
              <Stat
                label="First response (median)"
                value={measured(first.median, 'minutes')}
                note={`${count(first.withinPromise)} of ${count(first.count)} within ${first.promiseMinutes} minutes; ${count(first.waiting)} waiting`}
              />
              <Stat
                label="Average satisfaction"
                value={data.satisfaction.average === null ? '—' : `${data.satisfaction.average} / 5`}
                note={`${count(data.satisfaction.ratings)} ratings`}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              <ChartCard
                title="Top intents"
                description="What families asked about most (the ten most frequent intents)."
                summary={`Top intents: ${data.intents.map((i) => `${i.intent} ${i.messages}`).join(', ') || 'none'}.`}
                filename="assistant-intents"
                table={{
                  header: ['Intent', 'Messages'],
                  rows: data.intents.map((i) => ({ key: i.intent, cells: [i.intent, i.messages] })),
                }}
              >
                <BarChart
                  h={Math.max(200, data.intents.length * 32)}
                  data={data.intents}
                  dataKey="intent"
                  orientation="vertical"
                  yAxisProps={{ width: 110 }}
                  xAxisProps={{ allowDecimals: false }}
                  series={[{ name: 'messages', label: 'Messages', color: 'cyan.6' }]}
                />
              </ChartCard>
              <ChartCard
                title="Languages"
                description="The language of each chat session."
                summary={`Sessions by language: ${languages.map((l) => `${l.language} ${l.sessions}`).join(', ') || 'none'}.`}
                filename="assistant-languages"
                table={{
                  header: ['Language', 'Sessions'],
                  rows: languages.map((l) => ({ key: l.language, cells: [l.language, l.sessions] })),
                }}
              >
                <BarChart
                  h={220}
                  data={languages}
                  dataKey="language"
                  yAxisProps={{ allowDecimals: false }}
                  series={[{ name: 'sessions', label: 'Sessions', color: 'cyan.6' }]}
                  withBarValueLabel
                />
              </ChartCard>
            </SimpleGrid>
          </Stack>
        );
      }}
    </QueryContent>
  );
}
