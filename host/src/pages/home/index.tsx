import { useAppStore } from 'shared/store';
import { OrganizerHome } from './organizer-home.tsx';
import { ProviderHome } from './provider-home.tsx';
import { ViewChooser } from './view-chooser.tsx';

export default function HomePage() {
  const viewChosen = useAppStore((state) => state.viewChosen);
  const view = useAppStore((state) => state.selectedView);
  if (!viewChosen) return <ViewChooser />;
  return view === 'provider' ? <ProviderHome /> : <OrganizerHome />;
}
