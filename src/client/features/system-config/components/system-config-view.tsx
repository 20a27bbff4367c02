import { Stack } from '@mantine/core';
import { useProgramTypes } from '@client/lib/program-types';
import { useAgencySettings } from '../api/use-agency-settings';
import { useAnnouncements } from '../api/use-announcements';
import { useAssessmentItems } from '../api/use-assessment-items';
import { useCheckTypes } from '../api/use-check-types';
import { useDecisionRules } from '../api/use-decision-rules';
import { useChatSettings } from '../api/use-chat-settings';
import { useDashboardTiles } from '../api/use-dashboard-tiles';
import { useRequirements } from '../api/use-requirements';
import { AgencyAddressesForm } from './agency-addresses-form';
import { AnnouncementsPanel } from './announcements-panel';
import { AssessmentItemsEditor } from './assessment-items-editor';
import { ChatSettingsForm } from './chat-settings-form';
import { CheckTypesEditor } from './check-types-editor';
import { ChecklistEditor } from './checklist-editor';
import { ConfigSection } from './config-section';
import { DashboardTilesEditor } from './dashboard-tiles-editor';
import { DecisionRulesEditor } from './decision-rules-editor';
import { ProgramTypesEditor } from './program-types-editor';
import { UnsavedChangesGuard } from './unsaved-changes';

/**
 * System Configuration: the family dashboard's tiles, the program types, the document checklist, the background
 * check types, the home assessment's checklist, the decisions' appeal days and reasons, the intake address,
 * announcements and the assistant chat's hours, emergency numbers and retention. Leaving with unsaved changes
 * asks first.
 */
export function SystemConfigView() {
  const tiles = useDashboardTiles();
  const settings = useAgencySettings();
  const announcements = useAnnouncements();
  const requirements = useRequirements();
  const chatSettings = useChatSettings();
  const programTypes = useProgramTypes();
  const checkTypes = useCheckTypes();
  const assessmentItems = useAssessmentItems();
  const decisionRules = useDecisionRules();
  return (
    <UnsavedChangesGuard>
      <Stack gap="lg">
        <ConfigSection title="Family dashboard tiles" query={tiles} skeletonHeight={560}>
          {(data) => <DashboardTilesEditor loaded={data} />}
        </ConfigSection>
        <ConfigSection title="Program types" query={programTypes} skeletonHeight={220}>
          {(data) => <ProgramTypesEditor key={data.join('\n')} saved={data} />}
        </ConfigSection>
        <ConfigSection title="Document checklist" query={requirements} skeletonHeight={640}>
          {(data) => <ChecklistEditor items={data} />}
        </ConfigSection>
        <ConfigSection title="Background Checks" query={checkTypes} skeletonHeight={300}>
          {(data) => <CheckTypesEditor types={data} />}
        </ConfigSection>
        <ConfigSection title="Home assessment checklist" query={assessmentItems} skeletonHeight={480}>
          {(data) => <AssessmentItemsEditor items={data} />}
        </ConfigSection>
        <ConfigSection title="Decisions" query={decisionRules} skeletonHeight={520}>
          {(data) => <DecisionRulesEditor key={JSON.stringify(data)} saved={data} />}
        </ConfigSection>
        <ConfigSection title="Agency e-mail addresses" query={settings} skeletonHeight={190}>
          {(data) => <AgencyAddressesForm key={JSON.stringify(data)} saved={data} />}
        </ConfigSection>
        <ConfigSection title="Announcements" query={announcements} skeletonHeight={240}>
          {(data) => <AnnouncementsPanel announcements={data} />}
        </ConfigSection>
        <ConfigSection title="Assistant chat" query={chatSettings} skeletonHeight={420}>
          {(data) => <ChatSettingsForm key={JSON.stringify(data)} settings={data} />}
        </ConfigSection>
      </Stack>
    </UnsavedChangesGuard>
  );
}
