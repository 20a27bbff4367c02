import { TRANSLATED_LANGUAGES } from '@shared/i18n/translations';
import type { AnnouncementBody, StaffAnnouncement } from '@shared/system-config/system-config.schema';

type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export type AnnouncementPriority = StaffAnnouncement['priority'];

export interface AnnouncementFormValues {
  title: string;
  body: string;
  priority: AnnouncementPriority;
  /** The title and body in the family languages; a language left blank reads English. */
  translations: Record<TranslatedLanguage, { title: string; body: string }>;
  /** A `datetime-local` value ('2026-11-21T09:30') in the viewer's time zone; empty keeps a draft. */
  publishAt: string;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A moment as a `datetime-local` input value, in the viewer's time zone. */
export function toLocalInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Values for the form: an existing announcement, or a new one published now. */
export function announcementFormValues(
  announcement: StaffAnnouncement | undefined,
  now: Date,
): AnnouncementFormValues {
  const translations = Object.fromEntries(
    TRANSLATED_LANGUAGES.map((code) => [
      code,
      {
        title: announcement?.translations[code]?.title ?? '',
        body: announcement?.translations[code]?.body ?? '',
      },
    ]),
  ) as AnnouncementFormValues['translations'];
  if (!announcement)
    return { title: '', body: '', priority: 'medium', translations, publishAt: toLocalInputValue(now) };
  return {
    title: announcement.title,
    body: announcement.body,
    priority: announcement.priority,
    translations,
    publishAt: announcement.publishedAt ? toLocalInputValue(new Date(announcement.publishedAt)) : '',
  };
}

export function toAnnouncementBody(values: AnnouncementFormValues): AnnouncementBody {
  const publishAt = values.publishAt ? new Date(values.publishAt) : null;
  return {
    title: values.title.trim(),
    body: values.body.trim(),
    priority: values.priority,
    publishedAt: publishAt && !Number.isNaN(publishAt.getTime()) ? publishAt.toISOString() : null,
    // A language with both its title and its body written; otherwise families read the English.
    translations: Object.fromEntries(
      TRANSLATED_LANGUAGES.flatMap((code) => {
        const { title, body } = values.translations[code];
        return title.trim() && body.trim() ? [[code, { title: title.trim(), body: body.trim() }]] : [];
      }),
    ),
  };
}

export function validateText(value: string, label: string, max: number): string | null {
  const text = value.trim();
  if (!text) return `${label} is required`;
  return text.length > max ? `${label} must be at most ${max} characters` : null;
}

export function validatePublishAt(value: string): string | null {
  return value === '' || !Number.isNaN(new Date(value).getTime()) ? null : 'Enter a valid date and time';
}

/** 'Draft', 'Scheduled' (publication time ahead) or 'Published'. */
export function announcementState(
  publishedAt: string | null,
  now: Date,
): 'Draft' | 'Scheduled' | 'Published' {
  if (!publishedAt) return 'Draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'Scheduled' : 'Published';
}
