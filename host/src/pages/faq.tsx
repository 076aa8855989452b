import { Page } from 'shared/ui';

export default function FaqPage() {
  return (
    <Page title="Frequently Asked Questions">
      <h2>Does it cost anything to ask for a quote?</h2>
      <p>No. Organizers request and compare quotes for free; you only pay a provider once you book them.</p>
      <h2>Can I offer my services as a provider?</h2>
      <p>Yes. Register a business, describe what you offer and start answering quote requests from local families.</p>
    </Page>
  );
}
