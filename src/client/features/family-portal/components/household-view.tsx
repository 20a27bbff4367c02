import { type ReactNode, useId, useState } from 'react';
import {
  Anchor,
  Avatar,
  Badge,
  Group,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import type { JourneyDocument } from '@shared/journey/journey.schema';
import { PATHS } from '@shared/paths';
import { QueryContent } from '@client/components/query-content';
import { userInitials } from '@client/components/user-initials';
import { knownValue } from '@client/lib/i18n/known-text';
import { statusLook } from '@client/lib/status-looks';
import { useFamilyJourney, useHousehold } from '../api/family-portal-queries';
import { useOpenItemForm } from '../hooks/use-open-item-form';
import { householdBadges, MEMBER_STATUS_KEYS, memberSummary, ROLE_KEYS } from '../utils/household-display';
import {
  householdSections,
  isAlternativeCaregiver,
  openItemsOf,
  type HouseholdSection,
  type HouseholdView as View,
} from '../utils/household-groups';
import { uploadRequestFor } from '../utils/journey-display';
import { DashboardActionsContext, useDashboardActions, type DashboardActions } from './dashboard-actions';
import { HouseholdChangesSection, ProposeChangeButton } from './household-changes-section';
import { JourneyDocuments } from './journey-documents';

/** Each page's heading is its sidebar entry's words. */
const NAV_KEYS = {
  family: 'myFamily',
  caregivers: 'alternativeCaregiver',
  adults: 'otherAdults',
} as const satisfies Record<View, string>;

/** Opens one of a member's items the way the approval progress tile does: the upload dialog or the item's form. */
function useOpenMemberItem() {
  const { onUploadDocument } = useDashboardActions();
  const openForm = useOpenItemForm();
  return (document: JourneyDocument, stepId: number) =>
    document.type === 'upload' ? onUploadDocument(uploadRequestFor(document, stepId)) : openForm(document);
}

/** The documents in the member's name that still wait for the family, each opening its upload or form. */
function MemberOpenItems({ member }: { member: HouseholdMember }) {
  const { t } = useTranslation(['familyPortal', 'familyPortalHousehold']);
  const journey = useFamilyJourney();
  const openItem = useOpenMemberItem();
  return (
    <QueryContent
      query={journey}
      errorTitle={t('familyPortalHousehold:householdPage.itemsLoadError')}
      loading={<Skeleton height={36} radius="sm" aria-hidden />}
    >
      {(data) => {
        const items = openItemsOf(data, member.name);
        if (items.length === 0)
          return (
            <Text size="sm" c="dimmed">
              {t('familyPortalHousehold:householdPage.noOpenItems')}
            </Text>
          );
        const steps = new Map(items.map(({ document, stepId }) => [document.id, stepId]));
        return (
          <JourneyDocuments
            step={{ documents: items.map(({ document }) => document) }}
            onOpen={(document) => void openItem(document, steps.get(document.id) ?? 1)}
          />
        );
      }}
    </QueryContent>
  );
}

/** A member's part that another feature owns (their own account, issue 44): the page passes it in. */
type MemberExtra = (member: HouseholdMember) => ReactNode;

/** One person: who they are to the family, their share of the paperwork, and what is still to hand in. */
function MemberCard({ member, extra }: { member: HouseholdMember; extra?: MemberExtra }) {
  const { t, i18n } = useTranslation(['familyPortal', 'familyPortalHousehold']);
  const nameId = useId();
  const summary = memberSummary(t, {
    age: member.age,
    relationship: member.relationship && knownValue(i18n, 'household.relationships', member.relationship),
  });
  const hasFiles = member.filesRequired > 0;
  return (
    <Paper component="article" aria-labelledby={nameId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={member.avatarUrl} size="lg" radius="xl" color="teal" alt="" aria-hidden>
            {userInitials(member.name)}
          </Avatar>
          <Stack gap={4} miw={0} flex={1}>
            <Title id={nameId} order={3} fz="h5" style={{ overflowWrap: 'anywhere' }}>
              {member.name}
            </Title>
            {summary && (
              <Text size="sm" c="dimmed">
                {summary}
              </Text>
            )}
            <Group gap={6} wrap="wrap">
              <Badge variant="light">{t(`household.roles.${ROLE_KEYS[member.role]}`)}</Badge>
              {isAlternativeCaregiver(member) && (
                <Badge variant="light" color="grape">
                  {t('familyPortalHousehold:householdPage.caregiverBadge')}
                </Badge>
              )}
              {hasFiles && (
                <Badge color={statusLook('householdMember', member.status).color} variant="dot">
                  {t(`household.memberStatus.${MEMBER_STATUS_KEYS[member.status]}`)}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        {/* The counts are the member's own; a child's items may be asked of the family without them. */}
        {hasFiles && (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('familyPortalHousehold:householdPage.filesProgress', {
                submitted: member.filesSubmitted,
                required: member.filesRequired,
              })}
            </Text>
            <Progress
              value={member.completionRate}
              aria-label={t('household.completionLabel', {
                name: member.name,
                percent: member.completionRate,
              })}
            />
          </Stack>
        )}
        {extra?.(member)}
        <Stack gap={6}>
          <Title order={4} fz="sm">
            {t('familyPortalHousehold:householdPage.openItems')}
          </Title>
          <MemberOpenItems member={member} />
        </Stack>
      </Stack>
    </Paper>
  );
}

function Section({ section, memberExtra }: { section: HouseholdSection; memberExtra?: MemberExtra }) {
  const { t } = useTranslation(['familyPortal', 'familyPortalHousehold']);
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title id={headingId} order={2} fz="h4">
        {t(`familyPortalHousehold:householdPage.sections.${section.key}`)}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {section.members.map((member) => (
          <MemberCard key={member.id} member={member} extra={memberExtra} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function HouseholdSkeleton() {
  const { t } = useTranslation(['familyPortal', 'familyPortalHousehold']);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" role="status" aria-label={t('household.loading')}>
      {[0, 1].map((card) => (
        <Paper key={card} withBorder radius="md" p="md">
          <Group gap="sm" wrap="nowrap">
            <Skeleton height={56} circle />
            <Stack gap={6} flex={1}>
              <Skeleton height={14} width="50%" />
              <Skeleton height={10} width="30%" />
            </Stack>
          </Group>
          <Skeleton height={8} mt="md" />
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** Nobody in this group yet: says so, and who can change it. */
function EmptyHousehold({ view }: { view: View }) {
  const { t } = useTranslation(['familyPortal', 'familyPortalHousehold']);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="xs">
        <Text fw={500}>
          {view === 'family' ? t('household.empty') : t(`familyPortalHousehold:householdPage.empty.${view}`)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('familyPortalHousehold:householdPage.emptyHint')}
        </Text>
        <Anchor component={Link} to={PATHS.familyMessages} size="sm" w="fit-content">
          {t('familyPortalHousehold:householdPage.messageCaseworker')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

interface HouseholdViewProps {
  view: View;
  actions: DashboardActions;
  /** My Family's last sections, which other features own (the references, the application): the page passes them. */
  endSections?: ReactNode;
  /** Shown on each member's card above their open items (their own account, issue 44). */
  memberExtra?: MemberExtra;
}

/**
 * My Family, Alternative Caregiver and Other Adults: the household as the family sees it, each member with their
 * own files, and the changes the family proposed; `actions` open an item's upload dialog or form (the page
 * provides them, as the dashboard's does).
 */
export function HouseholdView({ view, actions, endSections, memberExtra }: HouseholdViewProps) {
  const { t } = useTranslation(['familyPortal', 'familyPortalHousehold']);
  const household = useHousehold();
  const [proposing, setProposing] = useState(false);
  return (
    <DashboardActionsContext value={actions}>
      <Stack gap="lg">
        <Anchor component={Link} to={PATHS.familyDashboard} size="sm" w="fit-content">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t('familyPortalHousehold:householdPage.backToDashboard')}
          </Group>
        </Anchor>
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={1}>{t(`nav.items.${NAV_KEYS[view]}`)}</Title>
            <ProposeChangeButton onClick={() => setProposing(true)} />
          </Group>
          <Text c="dimmed">{t(`familyPortalHousehold:householdPage.intro.${view}`)}</Text>
          {view === 'family' && household.data && household.data.totals.total > 0 && (
            <Group gap={6} mt={4}>
              {householdBadges(t, household.data.totals).map((text) => (
                <Badge key={text} variant="outline">
                  {text}
                </Badge>
              ))}
            </Group>
          )}
        </Stack>
        <QueryContent
          query={household}
          errorTitle={t('household.loadError')}
          loading={<HouseholdSkeleton />}
          isEmpty={(data) => householdSections(data, view).length === 0}
          empty={<EmptyHousehold view={view} />}
        >
          {(data) => (
            <Stack gap="xl">
              {householdSections(data, view).map((section) => (
                <Section key={section.key} section={section} memberExtra={memberExtra} />
              ))}
            </Stack>
          )}
        </QueryContent>
        <HouseholdChangesSection
          view={view}
          proposing={proposing}
          onCloseProposal={() => setProposing(false)}
        />
        {view === 'family' && endSections}
      </Stack>
    </DashboardActionsContext>
  );
}
