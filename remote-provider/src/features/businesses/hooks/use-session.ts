import { useAppStore } from 'shared/store';

/** Who is signed in, once the identity provider has answered (`ready`). */
export function useSession() {
  const ready = useAppStore((state) => state.authReady);
  const user = useAppStore((state) => state.user);
  return { ready, user };
}
