import { useParams } from 'react-router';
import { HelpAreaView } from '@client/features/help/components/help-area-view';

/** /staff/help/:area (every staff member; the area's help shows to whoever may open its page). */
export function Component() {
  const { area } = useParams();
  return <HelpAreaView slug={area} />;
}
