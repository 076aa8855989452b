import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  NOTIFICATION_PATHS,
  NOTIFICATION_POPUP_LIMIT,
  NOTIFICATION_POPUP_MAX_HEIGHT,
  NOTIFICATION_POPUP_WIDTH,
  routePath,
  type Notification,
} from 'shared/contracts';
import { usePanelKeys } from '../hooks/use-panel-keys.ts';
import { NotificationList, type ItemActions } from './notification-list.tsx';

const Panel = styled.div`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  z-index: 1000;
  width: ${NOTIFICATION_POPUP_WIDTH}px;
  max-width: calc(100vw - 16px);
  max-height: ${NOTIFICATION_POPUP_MAX_HEIGHT}px;
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: 0 8px 24px rgb(0 0 0 / 0.18);
`;

const SeeAll = styled(Link)`
  display: block;
  padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 600;
  text-align: center;
`;

/**
 * The desktop popup: the first five notifications, 400 wide, scrolling beyond 400 tall, and a
 * link to `/notifications`, where every one is listed.
 */
export function NotificationPopup({
  id,
  notifications,
  onSeeAll,
  ...actions
}: { id: string; notifications: Notification[]; onSeeAll: () => void } & ItemActions) {
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = usePanelKeys(panel, false);
  useEffect(() => {
    panel.current?.querySelector('button')?.focus();
  }, []);
  return (
    <Panel id={id} ref={panel} role="dialog" aria-label="Notifications" onKeyDown={onKeyDown}>
      <NotificationList notifications={notifications.slice(0, NOTIFICATION_POPUP_LIMIT)} {...actions} />
      <SeeAll to={routePath(NOTIFICATION_PATHS.all)} onClick={onSeeAll}>
        See all notifications
      </SeeAll>
    </Panel>
  );
}
