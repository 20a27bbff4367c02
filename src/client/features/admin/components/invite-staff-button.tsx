import { lazy } from 'react';
import { Button } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMailPlus } from '@tabler/icons-react';
import type { Role } from '@shared/auth/permissions';
import { FormModal } from '@client/components/form-modal';
import { PHONE_QUERY } from '@client/components/media-queries';

const InviteStaffForm = lazy(async () => ({
  default: (await import('./invite-staff-form')).InviteStaffForm,
}));

/** 'Invite staff': e-mails a new staff member a link to join with a role; `onInvited` after it is sent. */
export function InviteStaffButton({
  grantableRoles,
  onInvited,
}: {
  grantableRoles: readonly Role[];
  onInvited: () => void;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const fullScreen = useMediaQuery(PHONE_QUERY);
  return (
    <>
      <Button leftSection={<IconMailPlus size={16} aria-hidden />} onClick={open}>
        Invite staff
      </Button>
      <FormModal opened={opened} onClose={close} title="Invite staff" fullScreen={fullScreen}>
        <InviteStaffForm
          grantableRoles={grantableRoles}
          onCancel={close}
          onSent={() => {
            close();
            onInvited();
          }}
        />
      </FormModal>
    </>
  );
}
