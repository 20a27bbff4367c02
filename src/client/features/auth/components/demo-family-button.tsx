import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { ApiRequestError, errorMessage } from '@client/lib/api-client';
import { authStore } from '@client/lib/auth/auth-store';
import { useDemoFamilyAvailability } from '../api/demo-family';

/**
 * "Continue as demo family": one click into the seeded demo family. A server without demo mode says so up
 * front and the button is not shown; should demo mode end while the page is open, the sign-in answers 404
 * and the button gives way to a short note.
 */
export function DemoFamilyButton({ onSignedIn }: { onSignedIn: () => void }) {
  const availability = useDemoFamilyAvailability();
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

  if (availability.data?.available === false) return null;
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
