import { mountStandalone } from 'shared/standalone';

mountStandalone('remote-shell', {
  'remote_shell/Header': { label: 'Header', load: () => import('./parcels/header.tsx') },
  'remote_shell/Footer': { label: 'Footer', load: () => import('./parcels/footer.tsx') },
});
