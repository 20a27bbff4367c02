import type { ReactNode } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { FamilyDetail } from '@shared/families/families.schema';
import { ActivitySection } from './activity-section';
import { AppointmentsSection } from './appointments-section';
import { DocumentsSection } from './documents-section';
import { HouseholdSection } from './household-section';
import { JourneySection } from './journey-section';
import { SupportTeamSection } from './support-team-section';
import { TrainingSection } from './training-section';

const TABS = {
  journey: 'Journey',
  documents: 'Documents',
  household: 'Household',
  training: 'Training',
  checks: 'Background Checks',
  homeStudy: 'Home Study',
  decision: 'Decision',
  appointments: 'Appointments',
  team: 'Support Team',
  activity: 'Recent Activity',
} as const;

type TabKey = keyof typeof TABS;

/** The tabs this user has: Decision only when the page passes it (the caller decides who may see it). */
function shownTabs(slots: FamilyTabSlots): TabKey[] {
  return (Object.keys(TABS) as TabKey[]).filter((key) => key !== 'decision' || slots.decision !== undefined);
}

function panel(tab: TabKey, detail: FamilyDetail, slots: FamilyTabSlots) {
  const familyId = detail.family.id;
  const readOnly = detail.access === 'read';
  switch (tab) {
    case 'journey':
      return <JourneySection journey={detail.journey} />;
    case 'documents':
      return <DocumentsSection detail={detail} />;
    case 'household':
      return (
        <Stack gap="xl">
          <HouseholdSection
            familyId={familyId}
            household={detail.household}
            readOnly={readOnly}
            memberAccounts={slots.memberAccounts?.({ household: detail.household, readOnly })}
          />
          {slots.references?.({ readOnly })}
        </Stack>
      );
    case 'training':
      return (
        <Stack gap="lg">
          <TrainingSection training={detail.training} />
          {slots.trainingLedger}
        </Stack>
      );
    case 'checks':
      return slots.backgroundChecks;
    case 'homeStudy':
      return slots.homeStudy;
    case 'decision':
      return slots.decision?.({ readOnly });
    case 'appointments':
      return <AppointmentsSection appointments={detail.appointments} />;
    case 'team':
      return <SupportTeamSection familyId={familyId} team={detail.supportStaff} readOnly={readOnly} />;
    case 'activity':
      return <ActivitySection items={detail.recentActivity} />;
  }
}

/** The sections other features own, which the page passes in (a feature does not import another). */
export interface FamilyTabSlots {
  /** Shown on the Training tab under the family's hours. */
  trainingLedger?: ReactNode;
  backgroundChecks?: ReactNode;
  homeStudy?: ReactNode;
  /** Shown on the Household tab under the household: the people outside it who vouch for the family. */
  references?: (access: { readOnly: boolean }) => ReactNode;
  /** Shown on the Household tab under the members: the adults' own accounts (issue 44). */
  memberAccounts?: (of: { household: FamilyDetail['household']; readOnly: boolean }) => ReactNode;
  /** The Decision tab (issue 45): the gates, the written report and the decisions; absent, the tab is not shown. */
  decision?: (access: { readOnly: boolean }) => ReactNode;
}

/** The family's sections as tabs; the open tab is kept in the URL (?tab=household). */
export function FamilyTabs({ detail, slots }: { detail: FamilyDetail; slots: FamilyTabSlots }) {
  const [params, setParams] = useSearchParams();
  const tabs = shownTabs(slots);
  const isTab = (value: string | null): value is TabKey => tabs.some((key) => key === value);
  const requested = params.get('tab');
  const active: TabKey = isTab(requested) ? requested : 'journey';

  function select(tab: string | null) {
    if (!isTab(tab)) return;
    setParams(tab === 'journey' ? {} : { tab }, { replace: true });
  }

  return (
    <Tabs value={active} onChange={select}>
      <Tabs.List>
        {tabs.map((key) => (
          <Tabs.Tab key={key} value={key}>
            {TABS[key]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={active} pt="md">
        {panel(active, detail, slots)}
      </Tabs.Panel>
    </Tabs>
  );
}
