// The API benchmark's cleanup list, which also runs on Ctrl-C. Its servers are services.ts's.

/** Cleanup steps run in reverse order, once, by `run()` or on SIGINT/SIGTERM. */
export class Cleanup {
  private readonly steps: (() => Promise<void>)[] = [];
  private running: Promise<void> | undefined;
  private readonly onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping the benchmark's servers`);
    void this.run().finally(() => process.exit(130));
  };

  constructor() {
    process.once('SIGINT', this.onSignal);
    process.once('SIGTERM', this.onSignal);
  }

  defer(step: () => Promise<void>): void {
    this.steps.push(step);
  }

  run(): Promise<void> {
    this.running ??= (async () => {
      process.off('SIGINT', this.onSignal);
      process.off('SIGTERM', this.onSignal);
      for (const step of this.steps.reverse()) {
        try {
          await step();
        } catch (error) {
          console.error('cleanup step failed:', error);
        }
      }
    })();
    return this.running;
  }
}
