import { useState } from 'react';
import { authErrorMessage } from '../utils/auth-error-message';

/** Submitting state and the form-level message shared by the sign-in and sign-up forms. */
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
