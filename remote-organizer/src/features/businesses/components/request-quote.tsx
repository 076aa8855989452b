import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from 'shared/store';
import { PrimaryButton } from 'shared/ui';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2)} 0;
`;

/**
 * "Request a quote": a visitor signs in first and comes back to this page; a signed-in user
 * opens `dialog` (choose or create an event, write a message), which the screen provides.
 */
export function RequestQuote({ slug, dialog }: { slug: string; dialog: (close: () => void) => ReactNode }) {
  const signedIn = useAppStore((state) => state.user !== null);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  const onClick = () => {
    if (signedIn) setOpen(true);
    else void navigate(`/login?next=/pages/${encodeURIComponent(slug)}`);
  };

  return (
    <Box>
      {!open && (
        <PrimaryButton type="button" onClick={onClick}>
          Request a quote
        </PrimaryButton>
      )}
      {!signedIn && <p>You will be asked to sign in first, then brought straight back here.</p>}
      {open && signedIn && dialog(() => setOpen(false))}
    </Box>
  );
}
