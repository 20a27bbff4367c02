import { Alert, Anchor } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** A reset or invitation page opened without its token. */
export function InvalidLink({ retryPath, retryLabel }: { retryPath: string; retryLabel: string }) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="This link is invalid or has expired.">
      <Anchor component={Link} to={retryPath} size="sm">
        {retryLabel}
      </Anchor>
    </Alert>
  );
}
