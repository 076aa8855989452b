import { useState } from 'react';
import styled from 'styled-components';

const Row = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
`;

export const SmallButton = styled.button`
  font: inherit;
  padding: 4px 12px;
  border-radius: 999px;
  border: 1px solid ${({ theme }) => theme.color.primary};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/**
 * A destructive button that asks first, in place: "Delete" becomes the question with "Yes,
 * delete" and "Keep it", so the answer is reachable by keyboard and read by screen readers.
 */
export function ConfirmButton({
  label,
  question,
  onConfirm,
  disabled,
}: {
  label: string;
  question: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <SmallButton type="button" disabled={disabled} onClick={() => setAsking(true)}>
        {label}
      </SmallButton>
    );
  }
  return (
    <Row role="group" aria-label={question}>
      <span>{question}</span>
      <SmallButton
        type="button"
        autoFocus
        onClick={() => {
          setAsking(false);
          onConfirm();
        }}
      >
        Yes, delete
      </SmallButton>
      <SmallButton type="button" onClick={() => setAsking(false)}>
        Keep it
      </SmallButton>
    </Row>
  );
}
