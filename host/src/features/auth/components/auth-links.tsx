import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 600;
  }
`;

type Target = 'login' | 'register' | 'forgot-password';

const LABELS: Record<Target, string> = {
  login: 'Log in',
  register: 'Create an account',
  'forgot-password': 'Forgot your password?',
};

/** Links between the sign-in pages; `next` travels along so the visitor still lands where they meant to. */
export function AuthLinks({ to, next }: { to: Target[]; next: string }) {
  const query = next === '/' ? '' : `?next=${encodeURIComponent(next)}`;
  return (
    <Links>
      {to.map((target) => (
        <Link key={target} to={`/${target}${query}`}>
          {LABELS[target]}
        </Link>
      ))}
    </Links>
  );
}
