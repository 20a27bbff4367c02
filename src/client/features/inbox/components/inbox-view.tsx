import { useState } from 'react';
import { Badge, Box, Group, Paper, Stack, Switch, Tabs, Text, Title, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ListPagination } from '@client/components/list-pagination';
import { PHONE_QUERY } from '@client/components/media-queries';
import { formatDateTime } from '@client/lib/format';
import { INBOX_PAGE_SIZE, type InboxFilter, useInbox } from '../api/inbox-api';
import { InboxConversationPanel } from './inbox-conversation';
import { WaitingTime } from './waiting-time';

const TABS: { value: InboxFilter['state']; label: string }[] = [
  { value: 'waiting', label: 'Waiting' },
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
  { value: 'all', label: 'All' },
];

/** The staff Inbox (issue 16): escalated chats and threads by state, the transcript, reply, reassign, resolve. */
export function InboxView() {
  const [filter, setFilterState] = useState<InboxFilter>({ state: 'waiting', assigned: 'anyone' });
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<string | null>(null);
  const phone = useMediaQuery(PHONE_QUERY);
  const inbox = useInbox(filter, page);
  const counts = inbox.data?.counts;
  const items = inbox.data?.items ?? [];
  const lastPage = Math.max(1, Math.ceil((inbox.data?.total ?? 0) / INBOX_PAGE_SIZE));
  // A conversation that left this view (resolved, reassigned) can leave the page past the last one.
  if (inbox.data && !inbox.isPlaceholderData && page > lastPage) setPage(lastPage);
  const setFilter = (change: (f: InboxFilter) => InboxFilter) => {
    setFilterState(change);
    setPage(1);
  };
  return (
    <Stack gap="md">
      <Title order={1}>Inbox</Title>
      <Text c="dimmed">
        Families waiting for a person. A caseworker answers within 5 minutes in business hours.
      </Text>
      <Group justify="space-between">
        <Tabs
          value={filter.state}
          onChange={(state) => state && setFilter((f) => ({ ...f, state: state as InboxFilter['state'] }))}
        >
          <Tabs.List>
            {TABS.map((tab) => (
              <Tabs.Tab key={tab.value} value={tab.value}>
                {tab.label}
                {tab.value !== 'all' && counts ? ` (${counts[tab.value]})` : ''}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <Switch
          label="Assigned to me"
          checked={filter.assigned === 'me'}
          onChange={(event) => {
            // Read now: React clears the event's currentTarget before it runs the updater.
            const mine = event.currentTarget.checked;
            setFilter((f) => ({ ...f, assigned: mine ? 'me' : 'anyone' }));
          }}
        />
      </Group>
      <Group align="flex-start" wrap={phone ? 'wrap' : 'nowrap'} gap="md">
        <Stack gap="xs" w={phone ? '100%' : 360} style={{ flexShrink: 0 }}>
          <Stack gap="xs" aria-label="Conversations" aria-busy={inbox.isFetching}>
            {inbox.isPending && <Text>Loading conversations…</Text>}
            {inbox.data && items.length === 0 && <Text c="dimmed">No conversations here.</Text>}
            {items.map((item) => (
              <UnstyledButton
                key={item.id}
                onClick={() => setSelected(item.id)}
                aria-current={item.id === selected ? 'true' : undefined}
              >
                <Paper withBorder p="sm" radius="md" bg={item.id === selected ? 'blue.0' : undefined}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600} size="sm" lineClamp={1}>
                      {item.familyName}
                    </Text>
                    <Group gap={4} wrap="nowrap">
                      {item.unread > 0 && (
                        <Badge color="red" size="sm">
                          {item.unread} new
                        </Badge>
                      )}
                      <Badge size="sm" variant="outline">
                        {item.languageCode}
                      </Badge>
                    </Group>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {item.state} · {formatDateTime(item.lastMessageAt)} ·{' '}
                    {item.assignee?.name ?? 'Unassigned'}
                  </Text>
                  {item.lastMessage && (
                    <Text size="sm" lineClamp={2}>
                      {item.lastMessage}
                    </Text>
                  )}
                  <WaitingTime item={item} />
                </Paper>
              </UnstyledButton>
            ))}
          </Stack>
          {inbox.data && inbox.data.total > 0 && (
            <ListPagination
              page={page}
              pageSize={INBOX_PAGE_SIZE}
              total={inbox.data.total}
              noun="conversations"
              onChange={setPage}
            />
          )}
        </Stack>
        <Box flex={1} w="100%">
          {selected ? (
            <InboxConversationPanel key={selected} sessionId={selected} />
          ) : (
            <Text c="dimmed">Choose a conversation to read its transcript.</Text>
          )}
        </Box>
      </Group>
    </Stack>
  );
}
