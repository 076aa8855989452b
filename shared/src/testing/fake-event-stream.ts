type Read = { done: boolean; value?: Uint8Array };

/**
 * One live stream as the server holds it open: the test writes SSE text to it, ends it, and
 * sees whether the client dropped it (aborted the request or cancelled the body).
 */
export class FakeEventStream {
  droppedByClient = false;
  private queue: Uint8Array[] = [];
  private ended = false;
  private waiting: { resolve: (read: Read) => void; reject: (error: unknown) => void } | null = null;
  private failure: unknown = null;

  readonly reader = {
    read: (): Promise<Read> => {
      const chunk = this.queue.shift();
      if (chunk) return Promise.resolve({ done: false, value: chunk });
      if (this.failure) return Promise.reject(this.failure);
      if (this.ended) return Promise.resolve({ done: true });
      return new Promise<Read>((resolve, reject) => {
        this.waiting = { resolve, reject };
      });
    },
    cancel: async () => {
      this.droppedByClient = true;
      this.finish();
    },
    releaseLock: () => undefined,
  };

  constructor(signal: AbortSignal | null) {
    signal?.addEventListener('abort', () => {
      this.droppedByClient = true;
      this.failure = new DOMException('The operation was aborted.', 'AbortError');
      this.wake();
    });
  }

  get open(): boolean {
    return !this.ended && !this.droppedByClient;
  }

  send(text: string): void {
    if (!this.open) return;
    this.queue.push(new TextEncoder().encode(text));
    this.wake();
  }

  /** The server ends the response. */
  end(): void {
    this.finish();
  }

  private finish(): void {
    this.ended = true;
    this.wake();
  }

  private wake(): void {
    const waiting = this.waiting;
    if (!waiting) return;
    this.waiting = null;
    const chunk = this.queue.shift();
    if (chunk) waiting.resolve({ done: false, value: chunk });
    else if (this.failure) waiting.reject(this.failure);
    else if (this.ended) waiting.resolve({ done: true });
    else this.waiting = waiting;
  }
}
