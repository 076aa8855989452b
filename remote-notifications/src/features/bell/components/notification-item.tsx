import { useId } from 'react';
import styled from 'styled-components';
import { formatLondonMoment, type Notification } from 'shared/contracts';

const Row = styled.li`
  display: grid;
  grid-template-columns: 12px 1fr;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Dot = styled.span`
  width: 10px;
  height: 10px;
  margin-top: 6px;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.danger};
`;

const Content = styled.p<{ $unread: boolean }>`
  margin: 0;
  font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  overflow-wrap: anywhere;
`;

const Created = styled.time`
  display: block;
  font-size: 0.8rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
  margin-top: ${({ theme }) => theme.space(1)};
`;

const Action = styled.button`
  padding: 2px ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  font-size: 0.85rem;
  cursor: pointer;
`;

type Props = {
  notification: Notification;
  onGoTo: (notification: Notification) => void;
  onMarkRead: (id: string) => void;
  onDelete: (id: string) => void;
};

/** One notification: unread ones carry a red dot and bold text. */
export function NotificationItem({ notification, onGoTo, onMarkRead, onDelete }: Props) {
  const contentId = useId();
  const unread = notification.status === 'unread';
  return (
    <Row>
      <span>{unread && <Dot role="img" aria-label="Unread" />}</span>
      <div>
        <Content id={contentId} $unread={unread}>
          {notification.content}
        </Content>
        <Created dateTime={notification.createdAt}>{formatLondonMoment(notification.createdAt)}</Created>
        <Actions>
          <Action type="button" aria-describedby={contentId} onClick={() => onGoTo(notification)}>
            Go to Item
          </Action>
          {unread && (
            <Action type="button" aria-describedby={contentId} onClick={() => onMarkRead(notification._id)}>
              Mark as read
            </Action>
          )}
          <Action type="button" aria-describedby={contentId} onClick={() => onDelete(notification._id)}>
            Delete
          </Action>
        </Actions>
      </div>
    </Row>
  );
}
