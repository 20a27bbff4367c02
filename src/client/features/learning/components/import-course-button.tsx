import { lazy } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconFileImport } from '@tabler/icons-react';
import { FormModal } from '@client/components/form-modal';
import { PHONE_QUERY } from '@client/components/media-queries';

const CourseImportPanel = lazy(async () => ({
  default: (await import('./course-import-panel')).CourseImportPanel,
}));

/** 'Import Course': upload a course package exported from Haven; the recent imports are listed. */
export function ImportCourseButton() {
  const [opened, { open, close }] = useDisclosure(false);
  const fullScreen = useMediaQuery(PHONE_QUERY);
  return (
    <>
      <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden />} onClick={open}>
        Import Course
      </Button>
      <FormModal opened={opened} onClose={close} title="Import Course" size="lg" fullScreen={fullScreen}>
        <CourseImportPanel />
      </FormModal>
    </>
  );
}
