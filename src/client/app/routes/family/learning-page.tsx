import { LearningJourneyView } from '@client/features/family-learning/components/learning-journey-view';

/** /learning: My Learning Journey (the tab comes from `?tab=`). */
export function Component() {
  return <LearningJourneyView />;
}
