import { useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { IconArrowRight, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError, errorMessage } from '@client/lib/api-client';
import { authStore } from '@client/lib/auth/auth-store';
import { useDemoFamilyAvailability } from '../api/demo-family';

/** Demo mode ended while the page was open, or the sign-in failed otherwise (with the server's message). */
type Problem = { kind: 'demo-off' } | { kind: 'error'; message: string };

/**
 * "Continue as demo family": one click into the seeded demo family. A server without demo mode says so up
 * front and the button is not shown; should demo mode end while the page is open, the sign-in answers 404
 * and the button gives way to a short note.
 */
export function DemoFamilyButton({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const availability = useDemoFamilyAvailability();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function continueAsDemoFamily() {
    setPending(true);
    setProblem(null);
    try {
      await authStore.signInDemoFamily();
      onSignedIn();
    } catch (error) {
      const demoOff = error instanceof ApiRequestError && error.status === 404;
      setProblem(demoOff ? { kind: 'demo-off' } : { kind: 'error', message: errorMessage(error) });
    } finally {
      setPending(false);
    }
  }

  if (availability.data?.available === false) return null;
  if (problem?.kind === 'demo-off') {
    return (
      <Alert color="gray" icon={<IconInfoCircle aria-hidden />} role="status">
        {t('demoFamily.unavailable')}
      </Alert>
    );
  }

  return (
    <>
      {problem?.kind === 'error' && (
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
        {t('demoFamily.continue')}
      </Button>
    </>
  );
}
