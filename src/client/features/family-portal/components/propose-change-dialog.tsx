import { Alert, Button, Group, Modal, Radio, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Household } from '@shared/family-portal/family-portal.schema';
import {
  HOUSEHOLD_CHANGE_KINDS,
  HOUSEHOLD_CHANGE_NOTE_MAX,
} from '@shared/household-changes/household-changes.limits';
import { PHONE_QUERY } from '@client/components/media-queries';
import { errorMessage } from '@client/lib/api-client';
import { useProposeChange } from '../api/use-household-changes';
import {
  changeFormErrors,
  type ChangeFormValues,
  initialChangeValues,
  toChangeBody,
} from '../utils/household-change-form';
import type { HouseholdView } from '../utils/household-groups';
import { MovedOutFields, NewAddressFields, NewMemberFields } from './propose-change-fields';

interface ProposeChangeDialogProps {
  opened: boolean;
  /** The page it opens from: Other Adults and Alternative Caregiver start with an adult moving in. */
  view: HouseholdView;
  household: Household;
  onClose: () => void;
}

/**
 * "Propose a change" (issue 44): someone moving in, someone who moved out, or a new address, with the fields of
 * the kind and a note; sent to the agency, whose caseworker accepts or declines it.
 */
export function ProposeChangeDialog({ opened, view, household, onClose }: ProposeChangeDialogProps) {
  const { t } = useTranslation('familyPortalHousehold');
  const mounted = useMounted(); // Mounted on the first opening: see lazy-household-change-dialogs.ts.
  const fullScreen = useMediaQuery(PHONE_QUERY);
  const form = useForm<ChangeFormValues>({
    initialValues: initialChangeValues(view),
    validate: (values) =>
      Object.fromEntries(
        Object.entries(changeFormErrors(values)).map(([field, key]) => [field, t(`changes.errors.${key}`)]),
      ),
  });
  const close = () => {
    propose.reset();
    form.setValues(initialChangeValues(view));
    form.clearErrors();
    onClose();
  };
  const propose = useProposeChange({ onSent: close });
  const { kind } = form.values;
  const kindInput = form.getInputProps('kind');
  const noteInput = form.getInputProps('note');
  const submit = form.onSubmit((values) => propose.mutate(toChangeBody(values)));

  return (
    <Modal
      opened={mounted && opened}
      onClose={close}
      title={t('changes.dialog.title')}
      size="lg"
      fullScreen={fullScreen}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Radio.Group
            label={t('changes.dialog.kindLegend')}
            required
            {...kindInput}
            onChange={(value) => {
              form.setFieldValue('kind', value as ChangeFormValues['kind']);
              form.clearErrors();
            }}
          >
            <Stack gap="sm" mt={6}>
              {HOUSEHOLD_CHANGE_KINDS.map((value, index) => (
                <Radio
                  key={value}
                  value={value}
                  label={t(`changes.dialog.kinds.${value}`)}
                  description={t(`changes.dialog.kindHints.${value}`)}
                  data-autofocus={index === 0 ? true : undefined}
                />
              ))}
            </Stack>
          </Radio.Group>
          {kind === 'add_member' && <NewMemberFields form={form} />}
          {kind === 'remove_member' && <MovedOutFields form={form} household={household} />}
          {kind === 'new_address' && <NewAddressFields form={form} />}
          {kind !== '' && (
            <Textarea
              label={t('changes.dialog.note')}
              maxLength={HOUSEHOLD_CHANGE_NOTE_MAX}
              autosize
              minRows={2}
              maxRows={5}
              {...noteInput}
            />
          )}
          {propose.isError && (
            <Alert color="red" variant="light" title={t('changes.dialog.notSent')} role="alert">
              {errorMessage(propose.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={close} disabled={propose.isPending}>
              {t('changes.dialog.cancel')}
            </Button>
            <Button
              type="submit"
              mih={44}
              leftSection={<IconSend size={18} aria-hidden />}
              loading={propose.isPending}
            >
              {t('changes.dialog.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
