/** /staff/families/:familyId under the API base. */
export function familyApiPath(familyId: string): string {
  return `/staff/families/${encodeURIComponent(familyId)}`;
}
