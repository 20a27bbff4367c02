import { lazy, Suspense } from 'react';
import { ActionIcon, getDefaultZIndex, Indicator } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OpenForm } from './chat-panel';
import { closeAssistantChat, openAssistantChat, useAssistantChatOpen } from '../utils/chat-visibility';

const loadPanel = () => import('./chat-panel');
const ChatPanel = lazy(async () => ({ default: (await loadPanel()).ChatPanel }));

/**
 * The floating round button (spec 01 §2), bottom right above the page, with the family's unread count. The panel
 * is not part of the page's start: it loads when the button is pointed at, focused or pressed. `onOpenForm` opens
 * a checklist item's form as the dashboard does (the signing feature's, passed in by the layout).
 */
export function ChatLauncher({ unread, onOpenForm }: { unread: number; onOpenForm: OpenForm }) {
  const { t } = useTranslation('assistantChat');
  const opened = useAssistantChatOpen();
  const prefetch = () => void loadPanel();
  return (
    <>
      {!opened && (
        <Indicator
          color="red"
          size={20}
          offset={6}
          withBorder
          disabled={unread === 0}
          label={unread}
          // The button's name already says how many are unread; the badge only shows it.
          attributes={{ indicator: { 'aria-hidden': true } }}
          // Below dialogs (the upload dialog a quick action opens), above the page and its header.
          style={{ position: 'fixed', right: 24, bottom: 24, zIndex: getDefaultZIndex('modal') - 1 }}
        >
          <ActionIcon
            size={60}
            radius="xl"
            variant="filled"
            onClick={openAssistantChat}
            onPointerEnter={prefetch}
            onFocus={prefetch}
            aria-label={unread === 0 ? t('launcher.open') : t('launcher.openUnread', { count: unread })}
            style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
          >
            <IconMessageChatbot size={30} aria-hidden />
          </ActionIcon>
        </Indicator>
      )}
      {opened && (
        <Suspense>
          <ChatPanel onClose={closeAssistantChat} onOpenForm={onOpenForm} />
        </Suspense>
      )}
    </>
  );
}
