import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { allowsAny, STAFF_PAGES } from '@shared/auth/staff-navigation';
import { PATHS } from '@shared/paths';
import { useAuth } from '@client/lib/auth/use-auth';

/**
 * A family's name, linking to its page for whoever may open it: a supervisor who countersigns (approve_families)
 * without managing families reads the name only.
 */
export function FamilyLink({ familyId, children }: { familyId: string; children: string }) {
  const { permissions } = useAuth();
  if (!allowsAny(permissions, STAFF_PAGES.familyDetail.anyOf))
    return (
      <Text span size="sm">
        {children}
      </Text>
    );
  return (
    <Anchor component={Link} to={`${PATHS.families}/${familyId}`} size="sm">
      {children}
    </Anchor>
  );
}
