import { useShownSettings } from '../../prerender/hydration.tsx';
import { OrganizerHome } from './organizer-home.tsx';
import { ProviderHome } from './provider-home.tsx';
import { ViewChooser } from './view-chooser.tsx';

export default function HomePage() {
  const { viewChosen, selectedView } = useShownSettings();
  if (!viewChosen) return <ViewChooser />;
  return selectedView === 'provider' ? <ProviderHome /> : <OrganizerHome />;
}
