import { Page } from 'shared/ui';

export default function OurEventsPage() {
  return (
    <Page title="Our Events">
      <p>A look at the birthday parties, school fairs and celebrations families have organised with us.</p>
    </Page>
  );
}
