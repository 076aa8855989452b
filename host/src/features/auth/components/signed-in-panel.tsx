import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { AuthUser } from 'shared/store';
import { SignOutButton } from './sign-out-button.tsx';

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

/** What the login page shows someone who is already signed in. */
export function SignedInPanel({ user, next }: { user: AuthUser; next: string }) {
  return (
    <Panel>
      <p>
        You&apos;re logged in as <strong>{user.email}</strong>.
      </p>
      <Link to={next}>Continue</Link>
      <SignOutButton />
    </Panel>
  );
}
