/**
 * A stable key for an item the agency adds in System Configuration (a check type, a checklist item), made from
 * its name and never changed afterwards: 'Fire Marshal Clearance' → 'fire_marshal_clearance'; with `taken`, the
 * first free one ('…_2', '…_3').
 */
export function configKeyOf(name: string, fallback: string, taken: ReadonlySet<string> = new Set()): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 40) || fallback;
  let candidate = base;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${base.slice(0, 36)}_${n}`;
  return candidate;
}
