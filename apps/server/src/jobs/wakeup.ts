/** A sleep that `wake()` cuts short: the runner waits for the next poll or for a reason to look now. */
export class Wakeup {
  private waiting = new Set<() => void>();

  /** Resolves after `ms`, or earlier on `wake()`. */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.waiting.add(done);
    });
  }

  /** Ends every sleep under way. */
  wake(): void {
    for (const done of [...this.waiting]) done();
  }
}
