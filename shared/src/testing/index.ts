/**
 * Test support written once for every front-end package's unit tests. Never imported by
 * application code and not a federated subpath: it is in no bundle.
 */
export { deferred } from './deferred.ts';
export { installFakeAuth, signInAs, signOutEveryone, type FakeAuthService } from './fake-auth.ts';
export { FakeEventStream } from './fake-event-stream.ts';
export { fakeHttp, type HttpAnswer, type HttpCall, type HttpRequest } from './fake-http.ts';
export { renderInApp } from './render-in-app.tsx';
export { setViewportWidth } from './viewport.ts';
