import { Blockquote, Text } from '@mantine/core';
import { IconQuote } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@client/components/query-content';
import { knownText } from '@client/lib/i18n/known-text';
import { useFamilyDashboard } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

/** The shared quotes' author for a saying nobody is known for. */
const UNKNOWN_AUTHOR = 'Unknown';

/**
 * MotivationalQuote: the quote of the day (one of 15, chosen by the server by day of year), translated by its
 * number; the author keeps their name.
 */
export function MotivationalQuoteTile() {
  const { t, i18n } = useTranslation('familyPortal');
  const dashboard = useFamilyDashboard();
  return (
    <TileCard title={t('quote.title')}>
      <QueryContent query={dashboard} errorTitle={t('quote.loadError')} loading={<TileSkeleton lines={2} />}>
        {({ quoteOfTheDay }) => (
          <Blockquote
            icon={<IconQuote size={20} aria-hidden />}
            iconSize={36}
            cite={t('quote.cite', {
              author:
                quoteOfTheDay.author === UNKNOWN_AUTHOR ? t('quote.unknownAuthor') : quoteOfTheDay.author,
            })}
            p="md"
            mt="xs"
          >
            <Text fz="md" fs="italic">
              {knownText(i18n, `quote.quotes.${quoteOfTheDay.index}`, quoteOfTheDay.text)}
            </Text>
          </Blockquote>
        )}
      </QueryContent>
    </TileCard>
  );
}
