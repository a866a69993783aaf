/** Fires once after `timeoutMs` without a reset; each progress event resets it. */
export class InactivityTimer {
  private handle: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly timeoutMs: number,
    private readonly onTimeout: () => void,
  ) {}

  get running(): boolean {
    return this.handle !== null;
  }

  /** Starts the wait again from now. */
  reset(): void {
    this.stop();
    this.handle = setTimeout(() => {
      this.handle = null;
      this.onTimeout();
    }, this.timeoutMs);
  }

  stop(): void {
    if (this.handle !== null) clearTimeout(this.handle);
    this.handle = null;
  }
}
