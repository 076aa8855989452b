/** The seed's way of calling the running API as one demo user, or as a backend service. */
import { TEST_NOW_HEADER } from '../src/plugins/app/test-clock.ts';

export class DemoClient {
  constructor(
    private readonly apiUrl: string,
    private readonly headers: Record<string, string>,
  ) {}

  /** A client that signs its requests with a user's ID token. */
  static asUser(apiUrl: string, idToken: string): DemoClient {
    return new DemoClient(apiUrl, { authorization: `Bearer ${idToken}` });
  }

  /** A client for internal routes, which take the service token instead of a user's. */
  static asService(apiUrl: string, serviceToken: string): DemoClient {
    return new DemoClient(apiUrl, { 'x-service-token': serviceToken });
  }

  /**
   * The same caller with every request served as at `time` (the API's test clock, development
   * and test only): how the seed makes its past as of an earlier day.
   */
  at(time: Date): DemoClient {
    return new DemoClient(this.apiUrl, { ...this.headers, [TEST_NOW_HEADER]: time.toISOString() });
  }

  /** A JSON body, or a FormData one (a photo upload) sent as multipart. */
  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const init: RequestInit = { method, headers: this.headers };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...this.headers, 'content-type': 'application/json' };
    }
    for (let attempt = 1; ; attempt++) {
      const response = await fetch(`${this.apiUrl}${path}`, init);
      // The API limits requests per client; a seed on a busy local stack waits its turn.
      if ((response.status === 429 || response.status === 503) && attempt < 8) {
        const seconds = Number(response.headers.get('retry-after')) || attempt;
        await new Promise((resolve) => setTimeout(resolve, Math.min(seconds, 10) * 1000));
        continue;
      }
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    }
  }
}
