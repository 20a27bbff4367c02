import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authErrorMessage } from './auth-error-message';

/** Submitting state and the form-level message shared by the auth forms of both portals. */
export function useAuthSubmit() {
  const { t } = useTranslation('auth');
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function submit(action: () => Promise<void>) {
    setFormError(null);
    setSubmitting(true);
    try {
      await action();
    } catch (error) {
      setFormError(authErrorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  }

  return { formError, setFormError, submitting, submit };
}
