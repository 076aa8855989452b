import { Link } from 'react-router-dom';
import styled, { css } from 'styled-components';

const button = css`
  display: inline-block;
  padding: 8px 16px;
  border-radius: 999px;
  font-weight: 600;
  text-decoration: none;
  border: 2px solid ${({ theme }) => theme.color.primary};
`;

const Outlined = styled(Link)`
  ${button}
  color: ${({ theme }) => theme.color.primary};
  background: transparent;
`;

const Filled = styled(Link)`
  ${button}
  color: ${({ theme }) => theme.color.onPrimary};
  background: ${({ theme }) => theme.color.primary};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/** What a visitor who is not signed in (or not verified yet) is offered: links styled as buttons. */
export function AuthLinks() {
  return (
    <Row>
      <Outlined to="/login">Login</Outlined>
      <Filled to="/register">Register</Filled>
    </Row>
  );
}
