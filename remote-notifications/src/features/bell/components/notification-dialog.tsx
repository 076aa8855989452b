import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import type { Notification } from 'shared/contracts';
import { usePanelKeys } from '../hooks/use-panel-keys.ts';
import { NotificationList, type ItemActions } from './notification-list.tsx';

const Screen = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

const Close = styled.button`
  padding: ${({ theme }) => theme.space(1)};
  border: 0;
  background: transparent;
  color: inherit;
  font-size: 1.4rem;
  line-height: 1;
  cursor: pointer;
`;

const Body = styled.div`
  flex: 1;
  overflow-y: auto;
`;

const ShowOlder = styled.button`
  display: block;
  width: calc(100% - ${({ theme }) => theme.space(4)});
  margin: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(1)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: 6px;
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  font: inherit;
  cursor: pointer;
`;

type Props = {
  id: string;
  notifications: Notification[];
  more: boolean;
  onShowOlder: () => void;
  onClose: () => void;
} & ItemActions;

/** The narrow-screen view: every notification in a full-screen modal dialog, older pages on request. */
export function NotificationDialog({ id, notifications, more, onShowOlder, onClose, ...actions }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = usePanelKeys(panel, true);
  useEffect(() => {
    panel.current?.querySelector('button')?.focus();
  }, []);
  return (
    <Screen id={id} ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
      <Top>
        <Title id={titleId}>Notifications</Title>
        <Close type="button" aria-label="Close notifications" onClick={onClose}>
          ×
        </Close>
      </Top>
      <Body>
        <NotificationList notifications={notifications} {...actions} />
        {more && (
          <ShowOlder type="button" onClick={onShowOlder}>
            Show older notifications
          </ShowOlder>
        )}
      </Body>
    </Screen>
  );
}
