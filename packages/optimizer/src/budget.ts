/**
 * Stopping rule and progress clock. With `maxIterations`, the search schedule (temperature, phase
 * switches) follows the iteration count, so the answer depends only on the seed; the time limit then
 * only stops early. Without it, the schedule follows elapsed time.
 */
export class Budget {
  readonly startedAt = performance.now();
  iterations = 0;
  private stopped = false;
  private lastFraction = 0;

  constructor(
    readonly timeLimitMs: number,
    readonly maxIterations: number,
    private readonly signal: AbortSignal | undefined,
  ) {}

  get cancelled(): boolean {
    return this.signal?.aborted === true;
  }

  elapsedMs(): number {
    return performance.now() - this.startedAt;
  }

  /** Fraction of the budget used, in [0, 1]. Refreshed every 16 iterations. */
  fraction(): number {
    if ((this.iterations & 15) === 0) this.refresh();
    return this.lastFraction;
  }

  private refresh(): void {
    const byTime = this.elapsedMs() / this.timeLimitMs;
    if (byTime >= 1 || this.cancelled) this.stopped = true;
    const f = Number.isFinite(this.maxIterations) ? this.iterations / this.maxIterations : byTime;
    this.lastFraction = Math.min(1, f);
  }

  /** Counts one iteration; false once the budget (or the part of it up to `until`) is spent. */
  tick(until = 1): boolean {
    if (this.stopped) return false;
    const f = this.fraction();
    if (this.stopped || this.iterations >= this.maxIterations || f >= until) {
      if (this.iterations >= this.maxIterations) this.stopped = true;
      return false;
    }
    this.iterations++;
    return true;
  }

  get done(): boolean {
    return this.stopped || this.iterations >= this.maxIterations;
  }
}
