import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { COMPANY_NAME, SITE_NAME } from 'shared/contracts';
import { INSTAGRAM_URL, SUPPORT_URL } from '../utils/external-links.ts';
import { VendorLinks } from './vendor-links.tsx';

const Bar = styled.footer`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  h2 {
    font-size: 1rem;
    margin: 0 0 8px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
`;

const Wide = styled.section`
  grid-column: 1 / -1;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

const Bottom = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: 0.85rem;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** External links open in a new tab without giving the other site a handle on this one. */
function External({ href, label, children }: { href: string; label?: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}

/** The site's footer; `signUp` (the mailing-list form) and `cookieSettings` are composed in by the parcel. */
export function Footer({ signUp, cookieSettings }: { signUp?: ReactNode; cookieSettings?: ReactNode }) {
  return (
    <Bar>
      <section aria-labelledby="footer-vendors">
        <h2 id="footer-vendors">Vendors</h2>
        <VendorLinks />
      </section>
      <section aria-labelledby="footer-help">
        <h2 id="footer-help">Help</h2>
        <ul>
          <li>
            <External href={SUPPORT_URL}>Support</External>
          </li>
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
      <section aria-labelledby="footer-follow">
        <h2 id="footer-follow">Follow Us</h2>
        <ul>
          <li>
            <External href={INSTAGRAM_URL} label={`${SITE_NAME} on Instagram`}>
              Instagram
            </External>
          </li>
        </ul>
      </section>
      {signUp && <Wide aria-label="Mailing list">{signUp}</Wide>}
      <Bottom>
        <p>
          © {new Date().getFullYear()} {COMPANY_NAME}. All rights reserved.
        </p>
        <ul>
          <li>
            <Link to="/privacy">Privacy Policy</Link>
          </li>
          <li>
            <Link to="/terms">Terms of Service</Link>
          </li>
          <li>
            <Link to="/gallery">Gallery Photos</Link>
          </li>
          {cookieSettings && <li>{cookieSettings}</li>}
        </ul>
      </Bottom>
    </Bar>
  );
}
