import { lazy } from 'react';
import { FormModal } from '@client/components/form-modal';
import type { SignFormProps } from './sign-form';

const SignForm = lazy(async () => ({ default: (await import('./sign-form')).SignForm }));

type SignModalProps = SignFormProps & { opened: boolean; title: string };

/** A staff signature on the written report: the pad, the e-signature consent, and the server's answer. */
export function SignModal({ opened, title, ...form }: SignModalProps) {
  return (
    <FormModal opened={opened} onClose={form.onCancel} title={title} size="auto">
      {opened && <SignForm {...form} />}
    </FormModal>
  );
}
