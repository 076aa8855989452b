import { Page } from 'shared/ui';

export default function AboutPage() {
  return (
    <Page title="About Us">
      <p>
        We help families across the UK put on unforgettable children&apos;s parties by connecting them with trusted
        local entertainers, venues and caterers.
      </p>
    </Page>
  );
}
