import { Directory } from '../features/businesses/components/directory.tsx';

export function DirectoryScreen() {
  return <Directory />;
}
