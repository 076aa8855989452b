import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppStore } from 'shared/store';
import { FormSuccess, PrimaryButton } from 'shared/ui';
import styled from 'styled-components';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  justify-items: start;
  margin: ${({ theme }) => theme.space(2)} 0;
`;

/**
 * "Request a quote": a visitor signs in first and comes back to this page. Sending the request
 * itself (choosing or creating an event, a message) is not open yet, so a signed-in user is told
 * so plainly rather than shown a form that would go nowhere.
 */
export function RequestQuote({ slug, businessName }: { slug: string; businessName: string }) {
  const signedIn = useAppStore((state) => state.user !== null);
  const navigate = useNavigate();
  const [explained, setExplained] = useState(false);

  const onClick = () => {
    if (signedIn) setExplained(true);
    else void navigate(`/login?next=/pages/${encodeURIComponent(slug)}`);
  };

  return (
    <Box>
      <PrimaryButton type="button" onClick={onClick}>
        Request a quote
      </PrimaryButton>
      {!signedIn && <p>You will be asked to sign in first, then brought straight back here.</p>}
      {explained && (
        <FormSuccess>
          {`Quote requests open very soon. You will be able to pick one of your events, or create one on the spot, and send ${businessName} a message. Nothing has been sent yet.`}
        </FormSuccess>
      )}
    </Box>
  );
}
