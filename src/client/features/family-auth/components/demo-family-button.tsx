import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { ApiRequestError, errorMessage } from '@client/lib/api-client';
import { authStore } from '@client/lib/auth/auth-store';

/**
 * "Continue as demo family": one click into the seeded demo family. The server answers 404 when demo mode
 * is off; the button then gives way to a short note.
 */
export function DemoFamilyButton({ onSignedIn }: { onSignedIn: () => void }) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ demoOff: boolean; message: string } | null>(null);

  async function continueAsDemoFamily() {
    setPending(true);
    setProblem(null);
    try {
      await authStore.signInDemoFamily();
      onSignedIn();
    } catch (error) {
      const demoOff = error instanceof ApiRequestError && error.status === 404;
      setProblem({
        demoOff,
        message: demoOff ? 'The demo family is not available on this server.' : errorMessage(error),
      });
    } finally {
      setPending(false);
    }
  }

  if (problem?.demoOff) {
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} role="status">
        {problem.message}
      </Alert>
    );
  }

  return (
    <>
      {problem && (
        <Alert color="red" variant="light" py="xs">
          {problem.message}
        </Alert>
      )}
      <Button
        size="md"
        loading={pending}
        onClick={() => void continueAsDemoFamily()}
        rightSection={<IconArrowRight size={18} aria-hidden />}
      >
        Continue as demo family
      </Button>
    </>
  );
}
