import { Link } from 'react-router-dom';
import { COMPANY_NAME } from 'shared/contracts';
import { Page } from 'shared/ui';

/** Terms for both sides of the marketplace: families who book, and providers who are booked. */
export default function TermsPage() {
  return (
    <Page title="Terms of Service">
      <p>
        These terms apply when you use this marketplace, run by {COMPANY_NAME}. By creating an account you agree to
        them. How we handle personal data is set out in our <Link to="/privacy">Privacy Policy</Link>.
      </p>

      <h2>What we do</h2>
      <p>
        We put families who organise children&apos;s events in touch with local providers: entertainers, venues,
        caterers and others. A booking is an agreement between the family and the provider. We are not a party to it,
        and we do not provide the services ourselves.
      </p>

      <h2>Your account</h2>
      <ul>
        <li>You must be 18 or over, and give a working email address that you verify.</li>
        <li>Keep your password to yourself. You are responsible for what is done with your account.</li>
        <li>
          You can delete your account at any time from <Link to="/account">your account</Link>; bookings a business must
          keep for its records stay, without your details.
        </li>
      </ul>

      <h2>For families</h2>
      <ul>
        <li>Asking for and comparing quotes is free.</li>
        <li>
          Accepting a quote confirms a booking with that provider at the quoted total. Pay the provider as the two of
          you agree; any deposit and its terms are shown on the quote.
        </li>
        <li>
          Cancel through the booking page, with a reason, so the provider is told at once. A provider&apos;s own
          cancellation terms apply to deposits and fees.
        </li>
        <li>
          Reviews must be about a party that took place and be honest. We may remove reviews that are abusive, off-topic
          or that name a child.
        </li>
      </ul>

      <h2>For providers</h2>
      <ul>
        <li>
          Describe your business truthfully. Credentials such as DBS checks and insurance must be current and your own;
          a badge shows only after we have checked the document.
        </li>
        <li>
          Quotes are all-in prices in pounds, including VAT where you charge it. Keep to a quote once a family accepts
          it, and keep your calendar up to date so families are not booked on days you are away.
        </li>
        <li>
          We charge a platform fee, a percentage of each completed booking plus VAT on the fee. Each month closes with a
          statement on <Link to="/billing">your billing page</Link>; a statement once issued never changes, and a later
          cancellation or refund appears as an adjustment on the next one.
        </li>
        <li>Families&apos; contact details are for the booking only: do not use them for marketing.</li>
      </ul>

      <h2>What nobody may do</h2>
      <ul>
        <li>Break the law, harass anyone, or post anything that endangers a child.</li>
        <li>Take a booking off the platform to avoid the fee, or post fake listings, quotes or reviews.</li>
        <li>Try to reach data or parts of the site that are not yours, or disrupt the service.</li>
      </ul>
      <p>We may pause a listing or close an account that breaks these terms, and we will tell you why.</p>

      <h2>Our responsibility</h2>
      <p>
        We work to keep the site available and accurate, but we cannot promise it will never be interrupted. We are not
        responsible for the services providers deliver. Nothing in these terms limits your rights as a consumer or our
        liability where the law does not allow it to be limited.
      </p>

      <h2>Changes and disputes</h2>
      <p>
        We will tell you by email before changing these terms in a way that affects you. These terms are governed by the
        law of England and Wales; if you live elsewhere in the UK you may also bring a claim in your own courts.
        Questions or complaints: <Link to="/contact">contact us</Link>.
      </p>
    </Page>
  );
}
