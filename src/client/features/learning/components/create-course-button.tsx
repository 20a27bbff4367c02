import { lazy } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { FormModal } from '@client/components/form-modal';
import { PHONE_QUERY } from '@client/components/media-queries';

const CreateCourseWizard = lazy(async () => ({
  default: (await import('./create-course-wizard')).CreateCourseWizard,
}));

/** 'Create Course': the four-step Create New Course wizard in a dialog. */
export function CreateCourseButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const fullScreen = useMediaQuery(PHONE_QUERY);
  return (
    <>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={open}>
        Create Course
      </Button>
      <FormModal opened={opened} onClose={close} title="Create New Course" size="lg" fullScreen={fullScreen}>
        <CreateCourseWizard onDone={close} />
      </FormModal>
    </>
  );
}
