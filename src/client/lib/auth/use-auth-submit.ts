import { useState } from 'react';
import { authErrorMessage } from './auth-error-message';

/** Submitting state and the form-level message shared by the auth forms of both portals. */
export function useAuthSubmit() {
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(action: () => Promise<void>) {
    setFormError(null);
    setSubmitting(true);
    try {
      await action();
    } catch (error) {
      setFormError(authErrorMessage(error));
    } finally {
      setSubmitting(false);
    }
  }

  return { formError, setFormError, submitting, submit };
}
