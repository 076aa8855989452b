import { firebaseSetup } from '../api/firebase-config.ts';

const none = {
  PUBLIC_FIREBASE_API_KEY: undefined,
  PUBLIC_FIREBASE_AUTH_DOMAIN: undefined,
  PUBLIC_FIREBASE_PROJECT_ID: undefined,
  PUBLIC_AUTH_EMULATOR_URL: undefined,
};

describe('firebaseSetup', () => {
  it('uses the Auth Emulator and the demo project when no API key is configured', () => {
    expect(firebaseSetup({ ...none, PUBLIC_FIREBASE_API_KEY: '' })).toEqual({
      options: { apiKey: 'demo-key', authDomain: 'demo-kids-events.firebaseapp.com', projectId: 'demo-kids-events' },
      emulatorUrl: 'http://127.0.0.1:9099',
    });
    expect(firebaseSetup({ ...none, PUBLIC_AUTH_EMULATOR_URL: 'http://localhost:9199' }).emulatorUrl).toBe(
      'http://localhost:9199',
    );
  });

  it('uses the configured project, without the emulator, when an API key is given', () => {
    expect(
      firebaseSetup({
        ...none,
        PUBLIC_FIREBASE_API_KEY: 'key-1',
        PUBLIC_FIREBASE_AUTH_DOMAIN: 'kids.firebaseapp.com',
        PUBLIC_FIREBASE_PROJECT_ID: 'kids',
      }),
    ).toEqual({
      options: { apiKey: 'key-1', authDomain: 'kids.firebaseapp.com', projectId: 'kids' },
      emulatorUrl: null,
    });
  });
});
