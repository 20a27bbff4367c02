import { generatePath } from 'react-router';
import { STAFF_PAGES } from '@shared/auth/staff-navigation';

/** The staff detail page lives under the document list. */
export function staffDocumentPath(documentId: string): string {
  return generatePath(STAFF_PAGES.documentDetail.path, { documentId });
}

/** Navigation state of the link to a detail page: the list's query string, so "back" restores its filters. */
export interface FromListState {
  listSearch: string;
}

export function listSearchFrom(state: unknown): string {
  const search = (state as Partial<FromListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
