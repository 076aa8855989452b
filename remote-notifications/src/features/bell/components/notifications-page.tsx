import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { Notification } from 'shared/contracts';
import { InlineSpinner, Page, SecondaryButton } from 'shared/ui';
import { useNotifications } from '../hooks/use-notifications.ts';
import { itemPath } from '../utils/item-path.ts';
import { NotificationList } from './notification-list.tsx';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 720px;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

const Older = styled(SecondaryButton)`
  justify-self: start;
  margin: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)};
`;

const countText = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;

/**
 * `/notifications`: every notification of the signed-in user, newest first, 50 at a time; older
 * ones are read with the API's `before` cursor on "Show older notifications". The same actions as
 * the bell's, on the same API.
 */
export function NotificationsPage() {
  const { ready, notifications, unread, total, more, loadOlder, markRead, remove } = useNotifications();
  const navigate = useNavigate();

  const goTo = (notification: Notification) => {
    const path = itemPath(notification);
    if (path) navigate(path);
    else console.warn('Go to Item: unknown notification type', notification.entityType);
    if (notification.status === 'unread') void markRead(notification._id);
  };

  if (!ready) {
    return (
      <Page title="Notifications">
        <InlineSpinner />
      </Page>
    );
  }
  return (
    <Page title="Notifications">
      {total === 0 ? (
        <p>You have no notifications.</p>
      ) : (
        <>
          <p>
            {countText(total, 'notification')}, {unread} unread.
            {more && ` Showing the newest ${notifications.length}.`}
          </p>
          <Box>
            <NotificationList
              notifications={notifications}
              onGoTo={goTo}
              onMarkRead={(id) => void markRead(id)}
              onDelete={(id) => void remove(id)}
            />
            {more && (
              <Older type="button" onClick={() => void loadOlder()}>
                Show older notifications
              </Older>
            )}
          </Box>
        </>
      )}
    </Page>
  );
}
