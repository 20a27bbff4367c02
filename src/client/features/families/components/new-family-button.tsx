import { lazy } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { PHONE_QUERY } from '@client/components/media-queries';
import { FormModal } from '@client/components/form-modal';

const NewFamilyForm = lazy(async () => ({ default: (await import('./new-family-form')).NewFamilyForm }));

/** 'New Family': a form that creates the family and opens its detail view. */
export function NewFamilyButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const fullScreen = useMediaQuery(PHONE_QUERY);
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
        New Family
      </Button>
      <FormModal opened={opened} onClose={close} title="New Family" fullScreen={fullScreen}>
        <NewFamilyForm onCancel={close} />
      </FormModal>
    </>
  );
}
