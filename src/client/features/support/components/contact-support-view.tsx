import { Anchor, Badge, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { STAFF_PAGES } from '@shared/auth/staff-navigation';
import { SUPPORT_TOPIC_LABELS, type SupportOverview } from '@shared/support/support.schema';
import { QueryContent } from '@client/components/query-content';
import { formatDateTime } from '@client/lib/format';
import { useSupportOverview } from '../api/use-support-requests';
import { ContactSupportForm } from './contact-support-form';

function SentMessages({ overview }: { overview: SupportOverview }) {
  if (overview.requests.length === 0) {
    return (
      <Text size="sm" c="gray.7">
        You haven’t written to support yet.
      </Text>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {overview.requests.map((request) => (
        <Stack component="li" key={request.id} gap={2}>
          <Text size="sm" fw={500}>
            {request.subject}
          </Text>
          <Text size="xs" c="gray.7">
            {SUPPORT_TOPIC_LABELS[request.topic]} · {formatDateTime(request.createdAt)}
          </Text>
          {request.mailedAt ? (
            <Badge color="teal" variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
              Sent to {request.sentTo}
            </Badge>
          ) : (
            <Badge color="gray" variant="light" tt="none" style={{ alignSelf: 'flex-start' }}>
              Sending…
            </Badge>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/** Contact Support: write to the agency's support address, and see what you sent. */
export function ContactSupportView() {
  const overview = useSupportOverview();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{STAFF_PAGES.contactSupport.title}</Title>
        <Text c="dimmed" size="sm">
          Questions about Haven, your access, or something that isn&apos;t working. The answer comes by
          e-mail. Many answers are in{' '}
          <Anchor component={Link} to={STAFF_PAGES.help.path} underline="always">
            Help Documentation
          </Anchor>
          .
        </Text>
      </Stack>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="support-new">
            <Title order={2} size="h4" id="support-new" mb="sm">
              New message
            </Title>
            <QueryContent query={overview} errorTitle="Unable to load Contact Support" loadingLabel="Loading">
              {(data) => (
                <Stack gap="sm">
                  <Text size="sm" c="gray.7">
                    Your message goes to {data.supportEmail}, with your address to reply to.
                  </Text>
                  <ContactSupportForm />
                </Stack>
              )}
            </QueryContent>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Paper withBorder radius="md" p="md" component="section" aria-labelledby="support-sent">
            <Title order={2} size="h4" id="support-sent" mb="sm">
              Your messages
            </Title>
            <QueryContent query={overview} errorTitle="Unable to load your messages" loadingLabel="Loading">
              {(data) => <SentMessages overview={data} />}
            </QueryContent>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
