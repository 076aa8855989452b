import { forwardRef } from 'react';
import styled from 'styled-components';
import { BADGE_MAX } from 'shared/contracts';

const Button = styled.button<{ $unread: boolean }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme, $unread }) => ($unread ? theme.color.warning : theme.color.text)};
  cursor: pointer;
`;

const Badge = styled.span`
  position: absolute;
  top: -4px;
  right: -6px;
  min-width: 20px;
  padding: 0 5px;
  border-radius: 10px;
  background: ${({ theme }) => theme.color.danger};
  color: #ffffff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

/** The unread count as the badge shows it: capped at 99+. */
export function badgeText(unread: number): string {
  return unread > BADGE_MAX ? `${BADGE_MAX}+` : String(unread);
}

type Props = { unread: number; expanded: boolean; controls: string; onClick: () => void };

export const BellButton = forwardRef<HTMLButtonElement, Props>(function BellButton(
  { unread, expanded, controls, onClick },
  ref,
) {
  return (
    <Button
      ref={ref}
      type="button"
      $unread={unread > 0}
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
    >
      <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" />
      </svg>
      {unread > 0 && <Badge aria-hidden="true">{badgeText(unread)}</Badge>}
    </Button>
  );
});
