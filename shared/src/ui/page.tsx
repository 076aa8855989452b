import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.section`
  max-width: 960px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-width: 65ch;
  }
`;

/** A screen's frame: one h1 and its content. */
export function Page({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <Main aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {children}
    </Main>
  );
}
