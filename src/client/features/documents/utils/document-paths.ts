import { PATHS } from '@client/config/paths';

/** The staff detail page lives under the document list. */
export function staffDocumentPath(documentId: string): string {
  return `${PATHS.staffDocuments}/${encodeURIComponent(documentId)}`;
}

/** Navigation state of the link to a detail page: the list's query string, so "back" restores its filters. */
export interface FromListState {
  listSearch: string;
}

export function listSearchFrom(state: unknown): string {
  const search = (state as Partial<FromListState> | null)?.listSearch;
  return typeof search === 'string' && search.startsWith('?') ? search : '';
}
