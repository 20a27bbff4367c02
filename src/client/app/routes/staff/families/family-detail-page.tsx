import { Anchor, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { hasPermission } from '@shared/auth/permissions';
import { AccessDenied } from '@client/components/staff-layout/access-denied';
import { PATHS } from '@client/config/paths';
import { FamilyDetailView } from '@client/features/families/components/family-detail-view';
import { useAuth } from '@client/lib/auth/use-auth';

/**
 * /staff/families/:familyId. The staff layout guards only the sidebar's paths, so this nested page checks
 * manage_families itself (the API refuses without it as well).
 */
export function FamilyDetailPage() {
  const { familyId = '' } = useParams();
  const { permissions } = useAuth();
  if (!hasPermission(permissions, 'manage_families')) return <AccessDenied />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={PATHS.families} size="sm">
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> All Families
      </Anchor>
      <FamilyDetailView key={familyId} familyId={familyId} />
    </Stack>
  );
}
