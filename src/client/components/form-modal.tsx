import { Suspense, type ReactNode } from 'react';
import { Center, Loader, Modal, type ModalProps } from '@mantine/core';

type FormModalProps = Pick<ModalProps, 'opened' | 'onClose' | 'title' | 'size' | 'fullScreen'> & {
  children: ReactNode;
};

/**
 * A dialog whose form is lazy-loaded (forms, selects and validation stay out of the detail page's first
 * load); a spinner shows while the form's code arrives. Closing unmounts the form, so it opens afresh.
 */
export function FormModal({ children, ...props }: FormModalProps) {
  return (
    <Modal {...props}>
      <Suspense
        fallback={
          <Center py="xl">
            <Loader size="sm" aria-label="Loading form" />
          </Center>
        }
      >
        {children}
      </Suspense>
    </Modal>
  );
}
