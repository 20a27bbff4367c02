import { memo } from 'react';
import { Box, Stack } from '@mantine/core';
import {
  IconBook,
  IconBooks,
  IconCalendarEvent,
  IconChecklist,
  IconCloudUpload,
  IconFileCertificate,
  IconHome,
  IconLayoutDashboard,
  IconMessage,
  IconMessageChatbot,
  IconRoute,
  IconSchool,
  IconSparkles,
  IconTicket,
  IconUserHeart,
  IconUsers,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@shared/paths';
import { SidebarGroup, SidebarItem } from '@client/components/sidebar-nav';
import { openAssistantChat } from '@client/features/assistant-chat/utils/chat-visibility';
import { useUnreadMessages } from '@client/features/messages/api/messages-api';
import { FAMILY_NAVIGATION, type FamilyNavItem, type FamilyNavSection } from './family-navigation';

const ITEM_ICONS: Record<FamilyNavItem['key'], Icon> = {
  dashboard: IconLayoutDashboard,
  documents: IconFileCertificate,
  uploadFiles: IconCloudUpload,
  messages: IconMessage,
  videoConference: IconVideo,
  scheduleAppointment: IconCalendarEvent,
  requiredCourses: IconSchool,
  learningJourney: IconRoute,
  microLearning: IconSparkles,
  courseCatalog: IconBooks,
  additionalResources: IconBook,
  myFamily: IconHome,
  alternativeCaregiver: IconUserHeart,
  otherAdults: IconUsers,
  openTicket: IconTicket,
  virtualAssistant: IconMessageChatbot,
  myItems: IconChecklist,
};

interface SectionProps {
  section: FamilyNavSection;
  onNavigate: () => void;
  /** Unread caseworker messages: the Messages entry's badge. */
  messagesUnread: number;
}

// Memoised: when the unread count arrives, only the section with Messages renders again.
const SidebarSection = memo(function SidebarSection({ section, onNavigate, messagesUnread }: SectionProps) {
  const { t } = useTranslation('familyPortal');
  const { t: tApp } = useTranslation('app');
  const comingSoon = tApp('shell.comingSoon');
  const items = section.items.map(({ key, path, opensAssistant }) => {
    const label = t(`nav.items.${key}`);
    const badge = key === 'messages' && messagesUnread > 0 ? messagesUnread : undefined;
    return (
      <SidebarItem
        key={key}
        item={{ label, path, badge, onSelect: opensAssistant ? openAssistantChat : undefined }}
        // SidebarItem finds an entry's icon by its words, which change with the language.
        icons={{ [label]: ITEM_ICONS[key] }}
        onNavigate={onNavigate}
        comingSoonLabel={comingSoon}
      />
    );
  });
  if (!section.group) return <Box>{items}</Box>;
  return <SidebarGroup label={t(`nav.groups.${section.group}`)}>{items}</SidebarGroup>;
});

const showsMessages = (section: FamilyNavSection) => section.items.some(({ key }) => key === 'messages');

/** The family sidebar (spec 01 §2); entries without a page yet show "Coming soon". */
export function FamilySidebar({ onNavigate }: { onNavigate: () => void }) {
  const messagesUnread = useUnreadMessages().data ?? 0;
  return (
    <Stack gap="md">
      {FAMILY_NAVIGATION.map((section) => (
        <SidebarSection
          key={section.group ?? 'main'}
          section={section}
          onNavigate={onNavigate}
          messagesUnread={showsMessages(section) ? messagesUnread : 0}
        />
      ))}
    </Stack>
  );
}

/** An adult's own account (issue 44): My Items is their one page (a form's signing page opens from it). */
export function MemberSidebar({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('familyPortal');
  const label = t('nav.items.myItems');
  return (
    <SidebarItem
      item={{ label, path: PATHS.familyMyItems }}
      icons={{ [label]: ITEM_ICONS.myItems }}
      onNavigate={onNavigate}
    />
  );
}
