import { Page } from 'shared/ui';

export default function DesignPage() {
  return (
    <Page title="Design Your Event">
      <p>Sketch out the theme, activities and food for your child&apos;s party before you ask providers for quotes.</p>
    </Page>
  );
}
