import styled from 'styled-components';
import type { Notification } from 'shared/contracts';
import { NotificationItem } from './notification-item.tsx';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

export type ItemActions = {
  onGoTo: (notification: Notification) => void;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
};

export function NotificationList({ notifications, ...actions }: { notifications: Notification[] } & ItemActions) {
  return (
    <List aria-label="Notifications">
      {notifications.map((notification) => (
        <NotificationItem key={notification._id} notification={notification} {...actions} />
      ))}
    </List>
  );
}
