import { isStaffSigner, type SignerRole } from '@shared/signing/signers';

/**
 * The family's signers sign first and staff countersign after the family submitted, whatever the list says; the
 * list keeps that order (family roles, then staff roles), so what staff see is the order signers are asked in.
 */
export function phased(roles: readonly SignerRole[]): SignerRole[] {
  return [...roles.filter((r) => !isStaffSigner(r)), ...roles.filter((r) => isStaffSigner(r))];
}

/** Ticks `role` on (after the last signer of its phase) or off. */
export function toggleSigner(roles: readonly SignerRole[], role: SignerRole, on: boolean): SignerRole[] {
  const without = roles.filter((r) => r !== role);
  return on ? phased([...without, role]) : without;
}

/** Moves the signer at `index` by `by` places, within its phase only. */
export function moveSigner(roles: readonly SignerRole[], index: number, by: -1 | 1): SignerRole[] {
  const role = roles[index];
  const other = roles[index + by];
  if (!role || !other || isStaffSigner(role) !== isStaffSigner(other)) return [...roles];
  const next = [...roles];
  next[index] = other;
  next[index + by] = role;
  return next;
}
