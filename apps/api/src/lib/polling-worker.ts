/** Where a background worker reports a failed step (the API's pino logger in production). */
export type WorkerLog = Record<'warn' | 'error', (obj: object, msg: string) => void>;

/**
 * A background job that runs `runOnce` again `o.intervalMs` after each pass ends (or after
 * `nextDelay`), one pass at a time, until stopped; its timer never keeps the process alive.
 */
export abstract class PollingWorker<Pass> {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  protected abstract readonly o: { intervalMs: number; log?: WorkerLog | undefined };

  /** `failure` is the log message of a pass that threw. */
  constructor(private readonly failure: string) {}

  abstract runOnce(): Promise<Pass>;

  /** The pause after a pass that went through. */
  protected nextDelay(_pass: Pass): number {
    return this.o.intervalMs;
  }

  /** Starts polling; safe to call once. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the pass in progress. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then((pass) => this.schedule(this.nextDelay(pass)))
        .catch((error: unknown) => {
          this.o.log?.error({ err: error }, this.failure);
          this.schedule(this.o.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
