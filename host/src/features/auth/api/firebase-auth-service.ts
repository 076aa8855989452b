import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { AuthService } from 'shared/auth';
import { firebaseSetup, type FirebaseSetup } from './firebase-config.ts';
import { syncSession } from './sync-session.ts';

function signedInUser(auth: Auth): User {
  if (!auth.currentUser) throw Object.assign(new Error('Nobody is signed in.'), { code: 'auth/no-current-user' });
  return auth.currentUser;
}

/**
 * Firebase Authentication behind the platform's AuthService. This module is only ever
 * imported dynamically, so the Firebase SDK stays in its own chunk, off the first paint.
 */
export default function startFirebaseAuth(setup: FirebaseSetup = firebaseSetup()): AuthService {
  // getAuth() would also set up the popup resolver, which loads Google's api.js on every page
  // view; it is handed to the one call that opens a popup instead.
  const auth = initializeAuth(initializeApp(setup.options), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  });
  if (setup.emulatorUrl) connectAuthEmulator(auth, setup.emulatorUrl, { disableWarnings: true });
  onIdTokenChanged(auth, (user) => void syncSession(user));

  return {
    signIn: async (email, password) => {
      await signInWithEmailAndPassword(auth, email, password);
    },
    register: async (email, password) => {
      const { user } = await createUserWithEmailAndPassword(auth, email, password);
      await sendEmailVerification(user);
    },
    signInWithGoogle: async () => {
      await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
    },
    signOut: () => signOut(auth),
    sendPasswordReset: (email) => sendPasswordResetEmail(auth, email),
    resendVerification: () => sendEmailVerification(signedInUser(auth)),
    reloadUser: async () => {
      const user = signedInUser(auth);
      // Token first: it carries the new email_verified claim and is saved before reload() tells
      // the listeners the email is verified. The other way round, the page showed "verified"
      // while the saved token still said not, and a page opened meanwhile got 403s from the API.
      await user.getIdToken(true);
      await reload(user);
      await syncSession(user);
    },
    getIdToken: async (forceRefresh) => (auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null),
  };
}
