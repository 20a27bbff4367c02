import { Blockquote, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { QueryContent } from '@client/components/query-content';
import { useFamilyDashboard } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

/** MotivationalQuote: the quote of the day (one of 15, chosen by the server by day of year). */
export function MotivationalQuoteTile() {
  const dashboard = useFamilyDashboard();
  return (
    <TileCard title="Daily Inspiration">
      <QueryContent
        query={dashboard}
        errorTitle="Unable to load today's quote"
        loading={<TileSkeleton lines={2} />}
      >
        {({ quoteOfTheDay }) => (
          <Blockquote
            icon={<IconQuote size={20} aria-hidden />}
            iconSize={36}
            cite={`— ${quoteOfTheDay.author}`}
            p="md"
            mt="xs"
          >
            <Text fz="md" fs="italic">
              {quoteOfTheDay.text}
            </Text>
          </Blockquote>
        )}
      </QueryContent>
    </TileCard>
  );
}
