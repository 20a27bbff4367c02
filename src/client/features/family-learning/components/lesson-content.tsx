import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Loader, Typography } from '@mantine/core';
import DOMPurify from 'dompurify';
import { useTranslation } from 'react-i18next';
import type { LessonVideoLink, LessonView } from '@shared/family-learning/family-learning.schema';
import { fetchLessonVideoLink } from '../api/learning-queries';

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
 * The uploaded video of a video lesson, streamed by the browser from a short-lived signed address (a <video
 * src> cannot send the session's bearer token; decision 017). When the address runs out while the video plays
 * or seeks, a new one is fetched and the video goes on from where it was. Keyed by lesson where it is used.
 */
export function LessonVideo({ enrollmentId, lesson }: { enrollmentId: string; lesson: LessonView }) {
  const { t } = useTranslation('familyLearning');
  const [source, setSource] = useState<LessonVideoLink | { failed: true } | null>(null);
  const resume = useRef<{ at: number; playing: boolean } | null>(null);
  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchLessonVideoLink(enrollmentId, lesson.id, signal)
        .then(setSource)
        .catch(() => {
          if (!signal?.aborted) setSource({ failed: true });
        }),
    [enrollmentId, lesson.id],
  );
  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);
  if (!source) return <Loader size="sm" aria-label={t('player.videoLoading')} />;
  if ('failed' in source) return <Alert color="yellow">{t('player.videoUnavailable')}</Alert>;
  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (Date.parse(source.expiresAt) > Date.now()) {
      setSource({ failed: true });
      return;
    }
    const video = event.currentTarget;
    resume.current = { at: video.currentTime, playing: !video.paused };
    void load();
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const position = resume.current;
    if (!position) return;
    resume.current = null;
    const video = event.currentTarget;
    video.currentTime = position.at;
    if (position.playing) void video.play();
  };
  return (
    <video
      controls
      preload="metadata"
      src={source.url}
      onError={onError}
      onLoadedMetadata={onLoadedMetadata}
      style={{ width: '100%', borderRadius: 8 }}
    >
      <track kind="captions" />
    </video>
  );
}
