import '@mantine/dates/styles.css';
import { useEffect, useState } from 'react';
import { DateInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FAMILY_EXPIRY_MAX_MONTHS } from '@shared/documents/documents.limits';
import { daysAfter, expiryDate } from '@shared/documents/expiry';
import type { LanguageCode } from '@shared/i18n/languages';
import { formatDate } from '@client/lib/format';
import { currentLanguage } from '@client/lib/i18n/language';

/**
 * The calendar's month and day names come from dayjs: its locale of each family language, loaded on use. Weeks
 * start on Sunday, as on calendars in the United States, whatever the language.
 */
const CALENDAR_LOCALES: Record<LanguageCode, { name: string; load: () => Promise<unknown> }> = {
  en: { name: 'en', load: () => Promise.resolve() },
  es: { name: 'es', load: () => import('dayjs/locale/es') },
  zh: { name: 'zh-tw', load: () => import('dayjs/locale/zh-tw') },
  vi: { name: 'vi', load: () => import('dayjs/locale/vi') },
  tl: { name: 'tl-ph', load: () => import('dayjs/locale/tl-ph') },
};

/** The dayjs locale of the page's language once it has loaded (English until then). */
function useCalendarLocale(): string {
  const language = currentLanguage();
  const [loaded, setLoaded] = useState('en');
  useEffect(() => {
    let current = true;
    const locale = CALENDAR_LOCALES[language];
    void locale.load().then(() => {
      if (current) setLoaded(locale.name);
    });
    return () => {
      current = false;
    };
  }, [language]);
  return loaded;
}

interface ExpiryDateFieldProps {
  /** YYYY-MM-DD, or null when the family leaves it empty. */
  value: string | null;
  onChange: (value: string | null) => void;
}

/**
 * The optional expiry date printed on a document whose item has a validity period: from tomorrow to ten years
 * ahead (the server checks the same); staff see it when they approve the copy.
 */
export function ExpiryDateField({ value, onChange }: ExpiryDateFieldProps) {
  const { t } = useTranslation('documents');
  const locale = useCalendarLocale();
  const today = new Date();
  return (
    <DatesProvider settings={{ locale, firstDayOfWeek: 0 }}>
      <DateInput
        label={t('uploadDialog.expiry.label')}
        description={t('uploadDialog.expiry.hint')}
        placeholder={t('uploadDialog.expiry.placeholder')}
        value={value}
        onChange={onChange}
        valueFormat={(date) => formatDate(date)}
        minDate={daysAfter(today, 1)}
        maxDate={expiryDate(today, FAMILY_EXPIRY_MAX_MONTHS)}
        clearable
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        mb="md"
      />
    </DatesProvider>
  );
}
