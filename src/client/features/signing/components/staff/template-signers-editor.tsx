import { ActionIcon, Checkbox, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { SIGNER_ROLES, SIGNING_ORDERS, type SignerRole, type SigningOrder } from '@shared/signing/signers';
import { moveSigner, phased, toggleSigner } from './signer-order';
import { SIGNER_ROLE_HELP, SIGNER_ROLE_LABELS, SIGNING_ORDER_LABELS } from './signer-labels';

const ORDER_HELP: Record<SigningOrder, string> = {
  parallel: 'The family’s signers are asked together, then the caseworker and supervisor together.',
  sequential: 'Each signer is asked once the one before them has signed, in the order of the list above.',
};

const ORDINALS = ['1st', '2nd', '3rd', '4th', '5th'] as const;

/**
 * Who signs a template's documents, in order, and whether they are asked all at once or one after another
 * (decision 041). The chosen signers are listed first, numbered in the order they sign; the others follow.
 */
export function TemplateSignersEditor({
  roles,
  order,
  onChange,
}: {
  roles: readonly SignerRole[];
  order: SigningOrder;
  onChange: (patch: { requiredSignatures?: SignerRole[]; signingOrder?: SigningOrder }) => void;
}) {
  const chosen = phased(roles);
  const rest = SIGNER_ROLES.filter((role) => !chosen.includes(role));
  const canMove = (index: number, by: -1 | 1) => moveSigner(chosen, index, by)[index] !== chosen[index];
  return (
    <Stack gap="sm">
      <Stack gap={6} role="group" aria-labelledby="template-signers-label">
        <Text fw={600} size="sm" id="template-signers-label">
          Signers
        </Text>
        {[...chosen, ...rest].map((role) => {
          const index = chosen.indexOf(role);
          const label = SIGNER_ROLE_LABELS[role];
          return (
            <Paper key={role} withBorder p="xs" radius="sm">
              <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
                <Checkbox
                  label={label}
                  description={SIGNER_ROLE_HELP[role]}
                  checked={index >= 0}
                  onChange={(event) =>
                    onChange({ requiredSignatures: toggleSigner(chosen, role, event.currentTarget.checked) })
                  }
                />
                {index >= 0 && chosen.length > 1 && (
                  <Group gap={4} wrap="nowrap">
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {ORDINALS[index]}
                    </Text>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${label} up`}
                      disabled={!canMove(index, -1)}
                      onClick={() => onChange({ requiredSignatures: moveSigner(chosen, index, -1) })}
                    >
                      <IconArrowUp size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Move ${label} down`}
                      disabled={!canMove(index, 1)}
                      onClick={() => onChange({ requiredSignatures: moveSigner(chosen, index, 1) })}
                    >
                      <IconArrowDown size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </Paper>
          );
        })}
        <Text size="xs" c="dimmed">
          The family signs first; the caseworker and supervisor countersign after the family has submitted.
        </Text>
        {chosen.length === 0 && (
          <Text size="sm" c="orange.9" role="status">
            No one signs documents of this template: the family submits the form without a signature.
          </Text>
        )}
      </Stack>
      <Radio.Group
        label="Signing order"
        value={order}
        onChange={(value) => onChange({ signingOrder: value as SigningOrder })}
      >
        <Stack gap={6} mt={4}>
          {SIGNING_ORDERS.map((value) => (
            <Radio
              key={value}
              value={value}
              label={SIGNING_ORDER_LABELS[value]}
              description={ORDER_HELP[value]}
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
