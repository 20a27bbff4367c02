/**
 * The one-line address as families.home_address keeps it and both sides show it: '12 Oak St, Apt 4, Fresno, CA
 * 93701'. Apart from the schemas, so the client's pages read it without the zod schemas in their first load.
 */
export function formatAddress(address: {
  street: string;
  unit?: string | null;
  city: string;
  state: string;
  postalCode: string;
}): string {
  return [address.street, address.unit, address.city, `${address.state} ${address.postalCode}`]
    .filter((part) => part)
    .join(', ');
}
