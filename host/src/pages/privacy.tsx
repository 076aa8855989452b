import { Link } from 'react-router-dom';
import { COMPANY_NAME } from 'shared/contracts';
import { Page } from 'shared/ui';

/**
 * The privacy notice UK GDPR asks for: what is held, why, for how long, who processes it, and how
 * to use each right. Retention periods here are the ones the site keeps to; change both together.
 */
export default function PrivacyPage() {
  return (
    <Page title="Privacy Policy">
      <p>
        {COMPANY_NAME} runs this marketplace and is the controller of the personal data described here. This notice
        explains what we hold about you, why, for how long, who helps us process it, and how to use your rights under UK
        data protection law (UK GDPR and the Data Protection Act 2018).
      </p>

      <h2>What we hold and why</h2>
      <ul>
        <li>
          <strong>Your account</strong>: email address, password (held by our sign-in provider, never by us), display
          name and phone number. We need them to let you sign in and to tell the other side of a booking who you are
          (contract).
        </li>
        <li>
          <strong>Your events and bookings</strong>: event type, date, postcode district, number and ages of children,
          budget, the quotes, messages and reviews you exchange with businesses. We hold them to arrange your bookings
          (contract). Please do not put a child&apos;s full name in an event title or message: we never need it.
        </li>
        <li>
          <strong>Businesses you list</strong>: business details, packages, prices, photos, areas covered, credentials
          such as DBS checks and insurance, and the bookings and statements of the business (contract; statements also
          to meet our legal duty to keep tax records).
        </li>
        <li>
          <strong>Notifications and emails</strong> about your quotes, bookings, messages and events, sent in the site
          and, if you allow it in your account settings, by email (contract; you choose which kinds by email).
        </li>
        <li>
          <strong>Messages to us</strong>: your name, email address, topic and message when you use the{' '}
          <Link to="/contact">contact form</Link>, emailed to our support team so that we can answer you (legitimate
          interests).
        </li>
        <li>
          <strong>The mailing list</strong>: your email address, only if you sign up (consent; every email has a link to
          leave).
        </li>
        <li>
          <strong>Security records</strong>: server logs of requests (address, path and time, never passwords or sign-in
          tokens), to keep the site safe and working (legitimate interests).
        </li>
        <li>
          <strong>Analytics</strong>: pages visited and how the site is used, measured by Google Analytics and Microsoft
          Clarity only after you choose &quot;Accept Cookies&quot; in the cookie banner (consent). If you decline, they
          do not load.
        </li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>Your account, events, messages and notifications: until you delete your account.</li>
        <li>
          Bookings and statements a business must keep for its records: six years after the booking, with your name and
          contact details replaced by &quot;Former customer&quot; once you delete your account.
        </li>
        <li>Mailing-list address: until you leave the list.</li>
        <li>Server logs: up to 30 days.</li>
        <li>
          Your cookie choice, in your own browser: a year when you accept, an hour when you decline, after which we ask
          again.
        </li>
        <li>Analytics: 14 months in Google Analytics; 30 days for Clarity recordings.</li>
      </ul>

      <h2>Who processes it for us</h2>
      <ul>
        <li>Google Firebase Authentication, for sign-in and passwords.</li>
        <li>Google Analytics and Microsoft Clarity, for analytics, and only after your consent.</li>
        <li>Our email delivery provider, to send the emails you asked for.</li>
        <li>Our hosting and storage providers, who run the site, its database and its photos.</li>
      </ul>
      <p>
        Each works under a contract that lets them use your data only on our instructions. Where one processes data
        outside the UK, it does so under UK adequacy regulations or the UK International Data Transfer Agreement. We
        never sell your data. The business you book sees your name and contact details only once a booking is confirmed.
      </p>

      <h2>Your rights and how to use them</h2>
      <ul>
        <li>
          <strong>See your data</strong> (right of access and portability): use &quot;Download my data&quot; on{' '}
          <Link to="/account">your account</Link> for one file of everything we hold about you.
        </li>
        <li>
          <strong>Correct it</strong>: change your name and phone on <Link to="/account">your account</Link>, and your
          events and businesses where you made them.
        </li>
        <li>
          <strong>Delete it</strong>: use &quot;Delete my account&quot; on <Link to="/account">your account</Link>.
          Bookings a business must keep stay, with your details removed.
        </li>
        <li>
          <strong>Object, restrict, or withdraw consent</strong>: turn email off per kind in your account settings,
          leave the mailing list from any of its emails, or change your cookie choice by clearing it in your browser;
          for anything else, <Link to="/contact">contact us</Link>. We answer within one month.
        </li>
        <li>
          <strong>Complain</strong>: if you are unhappy with how we handle your data, tell us first; you can also
          complain to the Information Commissioner&apos;s Office (ico.org.uk, 0303 123 1113).
        </li>
      </ul>
    </Page>
  );
}
