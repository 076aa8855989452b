import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Notification } from 'shared/contracts';
import { NARROW_SCREEN, useMediaQuery } from 'shared/ui/media-query';
import { useNotificationStream } from '../hooks/use-notification-stream.ts';
import { useNotifications } from '../hooks/use-notifications.ts';
import { itemPath } from '../utils/item-path.ts';
import { BellButton } from './bell-button.tsx';
import { NotificationDialog } from './notification-dialog.tsx';
import { NotificationPopup } from './notification-popup.tsx';

const Wrapper = styled.div`
  position: relative;
  display: inline-flex;
`;

const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;

/**
 * The notification bell. Notifications exist only for a signed-in user with a verified
 * email, and the bell is not rendered when there are none. The badge counts every unread one
 * on the server, not only those loaded.
 */
export function Bell() {
  const { email, notifications, unread, total, more, announcement, refetchSoon, loadOlder, markRead, remove } =
    useNotifications();
  useNotificationStream(email, refetchSoon);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const bell = useRef<HTMLButtonElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const shown = open && total > 0 && notifications.length > 0;

  useEffect(() => {
    if (!shown || narrow) return;
    const closeOutside = (event: MouseEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    return () => document.removeEventListener('mousedown', closeOutside);
  }, [shown, narrow]);

  // On the document, not the panel: after Delete removes the focused button, focus is on <body>.
  useEffect(() => {
    if (!shown) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      bell.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [shown]);

  if (!email) return null;

  const close = () => {
    setOpen(false);
    bell.current?.focus();
  };
  const goTo = (notification: Notification) => {
    const path = itemPath(notification);
    if (path) navigate(path);
    else console.warn('Go to Item: unknown notification type', notification.entityType);
    close();
    if (notification.status === 'unread') void markRead(notification._id);
  };
  const actions = {
    onGoTo: goTo,
    onMarkRead: (id: string) => void markRead(id),
    onDelete: (id: string) => {
      if (notifications.length === 1) setOpen(false);
      void remove(id);
    },
  };

  return (
    <Wrapper ref={wrapper}>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      {total > 0 && (
        <BellButton
          ref={bell}
          unread={unread}
          expanded={shown}
          controls={panelId}
          onClick={() => setOpen((value) => !value)}
        />
      )}
      {shown &&
        (narrow ? (
          <NotificationDialog
            id={panelId}
            notifications={notifications}
            more={more}
            onShowOlder={() => void loadOlder()}
            onClose={close}
            {...actions}
          />
        ) : (
          <NotificationPopup id={panelId} notifications={notifications} onSeeAll={() => setOpen(false)} {...actions} />
        ))}
    </Wrapper>
  );
}
