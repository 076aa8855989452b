import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COMPANY_NAME } from 'shared/contracts';

const Bar = styled.footer`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 { font-size: 1rem; margin: 0 0 8px; }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
`;

const Copyright = styled.p`
  grid-column: 1 / -1;
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.85rem;
`;

export function Footer() {
  return (
    <Bar>
      <section aria-labelledby="footer-help">
        <h2 id="footer-help">Help</h2>
        <ul>
          <li>
            <Link to="/contact">Contact Us</Link>
          </li>
        </ul>
      </section>
      <section aria-labelledby="footer-legal">
        <h2 id="footer-legal">Legal</h2>
        <ul>
          <li>
            <Link to="/terms">Terms</Link>
          </li>
          <li>
            <Link to="/privacy">Privacy</Link>
          </li>
        </ul>
      </section>
      <Copyright>
        © {new Date().getFullYear()} {COMPANY_NAME}. All rights reserved.
      </Copyright>
    </Bar>
  );
}
