/** Avatar initials: first letters of the first and last word of a name, or of an e-mail's local part. */
export function userInitials(nameOrEmail: string): string {
  const words = nameOrEmail
    .replace(/@.*$/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const first = words[0]?.[0];
  if (!first) return '?';
  const last = words.length > 1 ? words.at(-1)?.[0] : undefined;
  return `${first}${last ?? ''}`.toUpperCase();
}
