import { use } from 'react';
import { HomePartContext } from '../../layout/home-part.ts';
import { useShownSettings } from '../../prerender/hydration.tsx';
import { OrganizerHome } from './organizer-home.tsx';
import { ProviderHome } from './provider-home.tsx';
import { ViewChooser } from './view-chooser.tsx';

export default function HomePage() {
  const part = use(HomePartContext);
  const { viewChosen, selectedView } = useShownSettings();
  if (part === null ? !viewChosen : part === 'chooser') return <ViewChooser />;
  return selectedView === 'provider' ? <ProviderHome /> : <OrganizerHome />;
}
