import { useCallback, useState } from 'react';
import { Alert, Button, FileButton, Group, Progress, Skeleton, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import type { StaffLesson } from '@shared/learning/lessons.schema';
import { LESSON_VIDEO_MAX_BYTES } from '@shared/learning/learning.limits';
import { LESSON_VIDEO_TYPES } from '@shared/learning/learning-vocabulary';
import { formatBytes } from '@client/lib/format';
import { QueryError } from '@client/components/query-error';
import { useLessonVideo, useUploadLessonVideo } from '../api/use-lessons';
import { videoFileProblem } from '../utils/video-file';

/** A <video> playing bytes fetched with the bearer token; the object URL lives as long as the element shows them. */
function BlobVideo({ blob, label }: { blob: Blob; label: string }) {
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return undefined;
      const url = URL.createObjectURL(blob);
      video.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return (
    // Not a false positive: Haven stores no caption files for lesson videos (nothing to upload them with, nowhere
    // to keep them), so there is no track to give this preview. An empty <track> would only hide that gap; this
    // line goes when lessons get caption files.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      ref={attach}
      controls
      preload="metadata"
      aria-label={label}
      style={{ width: '100%', maxHeight: 320 }}
    />
  );
}

function VideoPreview({ lesson }: { lesson: StaffLesson }) {
  const video = useLessonVideo(lesson, true);
  if (video.data) return <BlobVideo blob={video.data} label={`Video of ${lesson.title}`} />;
  if (video.isError) {
    return (
      <QueryError title="Unable to load the video" error={video.error} onRetry={() => void video.refetch()} />
    );
  }
  return <Skeleton h={180} radius="md" role="status" aria-label="Loading the video" />;
}

/** A video lesson's file: upload an MP4 or WebM (with progress) and preview what is stored. */
export function LessonVideo({ lesson }: { lesson: StaffLesson }) {
  const upload = useUploadLessonVideo(lesson.courseId);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);

  function choose(file: File | null) {
    if (!file) return;
    const reason = videoFileProblem(file);
    setProblem(reason);
    if (reason) return;
    setProgress(0);
    upload.mutate({ lessonId: lesson.id, file, onProgress: setProgress });
  }

  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        Video
      </Text>
      {lesson.video ? (
        <>
          <VideoPreview lesson={lesson} />
          <Text size="xs" c="dimmed">
            {lesson.video.mimeType === 'video/mp4' ? 'MP4' : 'WebM'}, {formatBytes(lesson.video.sizeBytes)}
          </Text>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          No video uploaded yet.
        </Text>
      )}
      <Group gap="sm">
        <FileButton onChange={choose} accept={LESSON_VIDEO_TYPES.join(',')} disabled={upload.isPending}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              leftSection={<IconUpload size={16} aria-hidden />}
              loading={upload.isPending}
            >
              {lesson.video ? 'Replace video' : 'Upload video'}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          MP4 or WebM, up to {formatBytes(LESSON_VIDEO_MAX_BYTES)}.
        </Text>
      </Group>
      {upload.isPending && (
        <Progress value={progress} aria-label={`Uploading the video: ${progress}%`} animated />
      )}
      {problem && (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
