import { useParams } from 'react-router';
import { CoursePlayerView } from '@client/features/family-learning/components/course-player-view';

/** /learning/courses/:enrollmentId: the course player. */
export function Component() {
  const { enrollmentId = '' } = useParams();
  return <CoursePlayerView key={enrollmentId} enrollmentId={enrollmentId} />;
}
