import type { LanguageCode } from '../i18n/languages';
import { checklistTextOf, type ChecklistEntries, type ChecklistText } from './checklist-text';
import en from './locales/en.json';
import es from './locales/es.json';
import tl from './locales/tl.json';
import vi from './locales/vi.json';
import zh from './locales/zh.json';

/** The checklist files of every language, for code that has them all at hand (the server, tests). */
export const CHECKLIST_LOCALES: Readonly<Record<LanguageCode, ChecklistEntries>> = { en, es, zh, vi, tl };

/** The checklist in `language`, from the files themselves (the client loads its one language instead). */
export function checklistTextIn(language: LanguageCode): ChecklistText {
  return checklistTextOf(CHECKLIST_LOCALES[language], CHECKLIST_LOCALES.en);
}
