import { Stack } from '@mantine/core';
import { useAgencySettings } from '../api/use-agency-settings';
import { useAnnouncements } from '../api/use-announcements';
import { useDashboardTiles } from '../api/use-dashboard-tiles';
import { AnnouncementsPanel } from './announcements-panel';
import { ConfigSection } from './config-section';
import { DashboardTilesEditor } from './dashboard-tiles-editor';
import { IntakeEmailForm } from './intake-email-form';

/** System Configuration: the family dashboard's tiles, the intake address and announcements. */
export function SystemConfigView() {
  const tiles = useDashboardTiles();
  const settings = useAgencySettings();
  const announcements = useAnnouncements();
  return (
    <Stack gap="lg">
      <ConfigSection title="Family dashboard tiles" query={tiles} skeletonHeight={560}>
        {(data) => <DashboardTilesEditor loaded={data} />}
      </ConfigSection>
      <ConfigSection title="Document intake" query={settings} skeletonHeight={64}>
        {(data) => <IntakeEmailForm key={data.intakeEmail} intakeEmail={data.intakeEmail} />}
      </ConfigSection>
      <ConfigSection title="Announcements" query={announcements} skeletonHeight={240}>
        {(data) => <AnnouncementsPanel announcements={data} />}
      </ConfigSection>
    </Stack>
  );
}
