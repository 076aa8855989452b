import { Page } from 'shared/ui';

export default function HowItWorksPage() {
  return (
    <Page title="How It Works">
      <p>Tell us about your child&apos;s event, compare quotes from local providers, and book the ones you love.</p>
      <ol>
        <li>Create your event with the date, place and number of little guests.</li>
        <li>Request quotes from entertainers, venues and caterers near you.</li>
        <li>Accept the quote that fits, and keep every booking in one place.</li>
      </ol>
    </Page>
  );
}
