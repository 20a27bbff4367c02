import { lazy, Suspense, useId, useState } from 'react';
import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@client/lib/format';
import { useFamilyApproval } from '../api/family-approval-query';

// Loaded the first time it opens: neither the Modal nor the form is part of My Family's first load.
const WithdrawApplicationDialog = lazy(async () => ({
  default: (await import('./withdraw-application-dialog')).WithdrawApplicationDialog,
}));

/**
 * "Your application" on My Family (issue 45): while the family may withdraw its application itself, the button
 * that does it (after a confirmation); once withdrawn, the day it was. Nothing otherwise, nor while it or its
 * words load (they come when it first renders, as on the dashboard's My Approval: my-approval-section.tsx).
 */
export function WithdrawApplicationSection() {
  const { t, ready } = useTranslation('familyApproval');
  const headingId = useId();
  const approval = useFamilyApproval();
  const [opened, setOpened] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const { data } = approval;
  const withdrawn = data?.decision?.kind === 'withdraw' ? data.decision : null;
  if (!ready || !data || (!data.mayWithdraw && !withdrawn)) return null;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title id={headingId} order={2} fz="h4">
        {t('withdraw.title')}
      </Title>
      {withdrawn ? (
        <Text size="sm">{t('withdrawn', { date: formatDate(withdrawn.effectiveDate) })}</Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('withdraw.intro')}
          </Text>
          <Button
            color="red"
            variant="outline"
            mih={44}
            w="fit-content"
            onClick={() => {
              setLoaded(true);
              setOpened(true);
            }}
          >
            {t('withdraw.button')}
          </Button>
        </>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <WithdrawApplicationDialog opened={opened} onClose={() => setOpened(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
