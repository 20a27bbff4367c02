/** Lists are paginated: 25 rows by default, at most 100 (pagination.ts enforces it; no zod here). */
export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
