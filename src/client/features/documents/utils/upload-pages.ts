import { UPLOAD_PAGES_MAX } from '@shared/documents/documents.limits';

/** A file chosen as one page of the document being handed in. */
export interface ChosenPage {
  id: string;
  file: File;
}

export type PagesAction =
  | { type: 'added'; pages: ChosenPage[] }
  | { type: 'removed'; id: string }
  | { type: 'moved'; id: string; by: -1 | 1 }
  | { type: 'cleared' };

/**
 * The pages chosen for one document, in the order they will be sent; at most UPLOAD_PAGES_MAX (files past
 * it are left out, and the dialog says so).
 */
export function pagesReducer(pages: ChosenPage[], action: PagesAction): ChosenPage[] {
  switch (action.type) {
    case 'added':
      return [...pages, ...action.pages].slice(0, UPLOAD_PAGES_MAX);
    case 'removed':
      return pages.filter((page) => page.id !== action.id);
    case 'moved': {
      const from = pages.findIndex((page) => page.id === action.id);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= pages.length) return pages;
      const moved = [...pages];
      [moved[from], moved[to]] = [moved[to]!, moved[from]!];
      return moved;
    }
    case 'cleared':
      return [];
  }
}
