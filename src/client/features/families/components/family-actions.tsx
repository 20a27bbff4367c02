import { lazy, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowBackUp, IconArrowForwardUp, IconCategory, IconMailForward } from '@tabler/icons-react';
import type { FamilyDetail } from '@shared/families/families.schema';
import { moveStep } from '@shared/journey/step-moves';
import { FormModal } from '@client/components/form-modal';
import { STEP_MOVE_LABELS, type StepDirection } from '../utils/family-labels';

const StepMoveForm = lazy(async () => ({ default: (await import('./step-move-form')).StepMoveForm }));
const InviteForm = lazy(async () => ({ default: (await import('./invite-form')).InviteForm }));
const ProgramTypeForm = lazy(async () => ({
  default: (await import('./program-type-form')).ProgramTypeForm,
}));

/** Advance step, Return step, Invite applicant and Change program type (shown to those who manage the family). */
export function FamilyActions({ family }: { family: FamilyDetail['family'] }) {
  const [direction, setDirection] = useState<StepDirection>('advance');
  const [moveOpened, move] = useDisclosure(false);
  const [inviteOpened, invite] = useDisclosure(false);
  const [programTypeOpened, programType] = useDisclosure(false);

  function openMove(next: StepDirection) {
    setDirection(next);
    move.open();
  }

  return (
    <>
      <Group gap="sm">
        <Button
          leftSection={<IconArrowForwardUp size={16} aria-hidden />}
          disabled={!moveStep(family, 'advance').ok}
          onClick={() => openMove('advance')}
        >
          {STEP_MOVE_LABELS.advance}
        </Button>
        <Button
          variant="default"
          leftSection={<IconArrowBackUp size={16} aria-hidden />}
          disabled={!moveStep(family, 'return').ok}
          onClick={() => openMove('return')}
        >
          {STEP_MOVE_LABELS.return}
        </Button>
        <Button variant="light" leftSection={<IconMailForward size={16} aria-hidden />} onClick={invite.open}>
          Invite applicant
        </Button>
        <Button
          variant="default"
          leftSection={<IconCategory size={16} aria-hidden />}
          onClick={programType.open}
        >
          Change program type
        </Button>
      </Group>
      <FormModal opened={moveOpened} onClose={move.close} title={STEP_MOVE_LABELS[direction]}>
        <StepMoveForm family={family} direction={direction} onDone={move.close} />
      </FormModal>
      <FormModal opened={inviteOpened} onClose={invite.close} title="Invite applicant">
        <InviteForm family={family} onDone={invite.close} />
      </FormModal>
      <FormModal opened={programTypeOpened} onClose={programType.close} title="Change program type">
        <ProgramTypeForm family={family} onDone={programType.close} />
      </FormModal>
    </>
  );
}
