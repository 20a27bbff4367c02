import {
  Checkbox,
  Group,
  NumberInput,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { AGE_MAX, FAMILY_NAME_MAX, RELATIONSHIP_MAX } from '@shared/families/families.limits';
import type { Household } from '@shared/family-portal/family-portal.schema';
import {
  ADDRESS_CITY_MAX,
  ADDRESS_STREET_MAX,
  ADDRESS_UNIT_MAX,
  NEW_MEMBER_ROLES,
} from '@shared/household-changes/household-changes.limits';
import { knownValue } from '@client/lib/i18n/known-text';
import {
  type ChangeFormValues,
  OTHER_RELATIONSHIP,
  RELATIONSHIP_CHOICES,
} from '../utils/household-change-form';
import { ROLE_KEYS } from '../utils/household-display';

type Form = UseFormReturnType<ChangeFormValues>;
type Field = keyof ChangeFormValues;

const CHECKBOXES: readonly Field[] = ['livedOutOfState', 'drivesChildren'];

/** Each field's input props, made outside the markup (its names are field names, not words anyone reads). */
function fieldsOf<K extends Field>(form: Form, names: readonly K[]) {
  return Object.fromEntries(
    names.map((name) => [
      name,
      form.getInputProps(name, CHECKBOXES.includes(name) ? { type: 'checkbox' } : undefined),
    ]),
  ) as Record<K, ReturnType<Form['getInputProps']>>;
}

/** Someone moving in: adult or child, who they are, and for an adult the checks' questions and their e-mail. */
export function NewMemberFields({ form }: { form: Form }) {
  const { t, i18n } = useTranslation('familyPortalHousehold');
  const { role, relationship } = form.values;
  const field = fieldsOf(form, [
    'role',
    'name',
    'relationship',
    'age',
    'relationshipOther',
    'livedOutOfState',
    'drivesChildren',
    'email',
  ]);
  const relationships = [
    ...RELATIONSHIP_CHOICES.map((english) => ({
      value: english,
      label: knownValue(i18n, 'household.relationships', english),
    })),
    { value: OTHER_RELATIONSHIP, label: t('changes.dialog.otherRelationship') },
  ];
  return (
    <Stack gap="sm">
      <Radio.Group label={t('changes.dialog.roleLegend')} {...field.role}>
        <Group gap="md" mt={6}>
          {NEW_MEMBER_ROLES.map((value) => (
            <Radio key={value} value={value} label={t(`changes.dialog.roles.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      {role === 'adult' && (
        <Text size="sm" c="dimmed">
          {t('changes.dialog.adultHint')}
        </Text>
      )}
      <TextInput
        label={t('changes.dialog.name')}
        required
        maxLength={FAMILY_NAME_MAX}
        autoComplete="off"
        {...field.name}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('changes.dialog.relationship')}
          placeholder={t('changes.dialog.relationshipPlaceholder')}
          required
          data={relationships}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...field.relationship}
        />
        <NumberInput
          label={t('changes.dialog.age')}
          required
          min={0}
          max={AGE_MAX}
          allowDecimal={false}
          allowNegative={false}
          {...field.age}
        />
      </SimpleGrid>
      {relationship === OTHER_RELATIONSHIP && (
        <TextInput
          label={t('changes.dialog.relationshipOther')}
          required
          maxLength={RELATIONSHIP_MAX}
          {...field.relationshipOther}
        />
      )}
      {role === 'adult' && (
        <>
          <Checkbox label={t('changes.dialog.livedOutOfState')} {...field.livedOutOfState} />
          <Checkbox label={t('changes.dialog.drivesChildren')} {...field.drivesChildren} />
          <TextInput
            type="email"
            label={t('changes.dialog.email')}
            description={t('changes.dialog.emailHint')}
            autoComplete="off"
            {...field.email}
          />
        </>
      )}
    </Stack>
  );
}

/** Someone who moved out: one of the household other than the primary applicant, and the day. */
export function MovedOutFields({ form, household }: { form: Form; household: Household }) {
  const { t } = useTranslation(['familyPortalHousehold', 'familyPortal']);
  const field = fieldsOf(form, ['memberId', 'movedOutOn']);
  const people = [...household.primaryApplicants, ...household.members]
    .filter((member) => member.role !== 'primary_applicant')
    .map((member) => ({
      value: member.id,
      label: `${member.name} (${t(`familyPortal:household.roles.${ROLE_KEYS[member.role]}`)})`,
    }));
  if (people.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('changes.dialog.nobodyToRemove')}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Select
        label={t('changes.dialog.member')}
        placeholder={t('changes.dialog.memberPlaceholder')}
        required
        data={people}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
        {...field.memberId}
      />
      <TextInput type="date" label={t('changes.dialog.movedOutOn')} required {...field.movedOutOn} />
    </SimpleGrid>
  );
}

/** The new home: street, unit, city, state, ZIP, and the day of the move. */
export function NewAddressFields({ form }: { form: Form }) {
  const { t } = useTranslation('familyPortalHousehold');
  const field = fieldsOf(form, ['street', 'unit', 'city', 'state', 'postalCode', 'movingOn']);
  return (
    <Stack gap="sm">
      <TextInput
        label={t('changes.dialog.street')}
        required
        maxLength={ADDRESS_STREET_MAX}
        autoComplete="street-address"
        {...field.street}
      />
      <TextInput label={t('changes.dialog.unit')} maxLength={ADDRESS_UNIT_MAX} {...field.unit} />
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label={t('changes.dialog.city')}
          required
          maxLength={ADDRESS_CITY_MAX}
          autoComplete="address-level2"
          {...field.city}
        />
        <TextInput
          label={t('changes.dialog.state')}
          required
          maxLength={2}
          autoComplete="address-level1"
          {...field.state}
        />
        <TextInput
          label={t('changes.dialog.postalCode')}
          required
          inputMode="numeric"
          maxLength={10}
          autoComplete="postal-code"
          {...field.postalCode}
        />
      </SimpleGrid>
      <TextInput type="date" label={t('changes.dialog.movingOn')} required {...field.movingOn} />
    </Stack>
  );
}
