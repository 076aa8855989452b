import { Page } from 'shared/ui';
import { ContactForm } from '../features/contact/components/contact-form.tsx';

export default function ContactPage() {
  return (
    <Page title="Contact Us">
      <p>Questions about an event, a booking or your business listing? Our team is happy to help.</p>
      <ContactForm />
    </Page>
  );
}
