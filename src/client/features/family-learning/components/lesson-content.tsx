import { useEffect, useState } from 'react';
import { Alert, Loader, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { LessonView } from '@shared/family-learning/family-learning.schema';
import { lessonVideoBlob } from '../api/learning-queries';

/** Lesson HTML, sanitized again in the browser before it is rendered (it was sanitized on save too). */
export function LessonHtml({ html }: { html: string }) {
  const clean = DOMPurify.sanitize(html, { USE_PROFILES: { html: true } });
  if (!clean) return null;
  return (
    <Typography>
      <div dangerouslySetInnerHTML={{ __html: clean }} />
    </Typography>
  );
}

/**
 * The uploaded video of a video lesson. The file sits behind the family's session (a bearer token a <video
 * src> cannot send), so it is fetched once as a blob and played from memory.
 */
export function LessonVideo({ enrollmentId, lesson }: { enrollmentId: string; lesson: LessonView }) {
  const { t } = useTranslation('familyLearning');
  const [source, setSource] = useState<{ url: string } | { failed: true } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    lessonVideoBlob(enrollmentId, lesson.id, controller.signal)
      .then((blob) => {
        url = URL.createObjectURL(blob);
        setSource({ url });
      })
      .catch(() => {
        if (!controller.signal.aborted) setSource({ failed: true });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [enrollmentId, lesson.id]);
  if (!source) return <Loader size="sm" aria-label={t('player.videoLoading')} />;
  if ('failed' in source) return <Alert color="yellow">{t('player.videoUnavailable')}</Alert>;
  return (
    <video controls preload="metadata" src={source.url} style={{ width: '100%', borderRadius: 8 }}>
      <track kind="captions" />
    </video>
  );
}
