import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { isStaffPath, languageForUrl, showLanguage } from './language';

/**
 * Moving between staff pages (English) and the public or family pages (the visitor's language) switches the
 * language; main.tsx chose the first page's language before the first render.
 */
export function usePathLanguage(): void {
  const { pathname } = useLocation();
  const staff = isStaffPath(pathname);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void showLanguage(languageForUrl(window.location)).catch(() => undefined);
  }, [staff]);
}
