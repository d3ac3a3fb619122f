import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryDelayMs } from './back-off';
import {
  createJobRunner,
  type JobFailure,
  type JobLogger,
  type JobRunnerOptions,
} from './job-runner';

const createMemoryLogger = () => {
  const entries: { level: string; details: object; message: string }[] = [];
  const at =
    (level: string) =>
    (details: object, message: string): void => {
      entries.push({ level, details, message });
    };
  const log: JobLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { ...log, entries };
};

describe('retryDelayMs', () => {
  const options = { baseMs: 1_000, maxMs: 10_000 };

  it('doubles at each failure and stops at the cap', () => {
    const longest = (attempts: number) => retryDelayMs(attempts, { ...options, random: () => 1 });
    expect([1, 2, 3, 4, 5, 6, 20].map(longest)).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000,
    ]);
  });

  it('keeps at least half of the delay, whatever the jitter', () => {
    expect(retryDelayMs(3, { ...options, random: () => 0 })).toBe(2_000);
    expect(retryDelayMs(3, { ...options, random: () => 0.25 })).toBe(2_500);
  });
});

/** An in-memory job table: enough to drive the runner without a database. */
interface MemoryJob {
  id: number;
  attempts: number;
  state: 'due' | 'claimed' | 'waiting' | 'done' | 'failed';
}

const memoryRunner = (
  jobs: MemoryJob[],
  handle: (job: MemoryJob) => Promise<void>,
  extra: Partial<JobRunnerOptions<MemoryJob>> = {},
) => {
  const failures: JobFailure[] = [];
  const runner = createJobRunner<MemoryJob>({
    name: 'test runner',
    log: createMemoryLogger(),
    batchSize: 2,
    maxAttempts: 3,
    retryBaseMs: 100,
    retryMaxMs: 1_000,
    random: () => 1,
    claim: async (limit) => {
      const due = jobs.filter((job) => job.state === 'due').slice(0, limit);
      for (const job of due) {
        job.state = 'claimed';
        job.attempts += 1;
      }
      return due.map((job) => ({ ...job }));
    },
    handle,
    complete: async (claimed) => {
      const job = jobs.find((j) => j.id === claimed.id);
      if (job?.state !== 'claimed') return false;
      job.state = 'done';
      return true;
    },
    fail: async (claimed, failure) => {
      failures.push(failure);
      const job = jobs.find((j) => j.id === claimed.id);
      if (!job) return false;
      job.state = failure.final ? 'failed' : 'waiting';
      return true;
    },
    attemptsOf: (job) => job.attempts,
    ...extra,
  });
  return { runner, failures };
};

const newJobs = (count: number): MemoryJob[] =>
  Array.from({ length: count }, (_, id) => ({ id, attempts: 0, state: 'due' }));

describe('createJobRunner', () => {
  it('handles every due job, batch after batch', async () => {
    const jobs = newJobs(5);
    const handled: number[] = [];
    const { runner } = memoryRunner(jobs, async (job) => {
      handled.push(job.id);
    });
    expect(await runner.drain()).toEqual({ done: 5, retried: 0, failed: 0 });
    expect(handled).toEqual([0, 1, 2, 3, 4]);
    expect(jobs.every((job) => job.state === 'done')).toBe(true);
  });

  it('retries a failing job with a growing delay, then gives it up', async () => {
    const jobs = newJobs(1);
    const { runner, failures } = memoryRunner(jobs, async () => {
      throw new Error('service down');
    });
    const job = jobs[0];
    if (!job) throw new Error('no job');
    const results = [];
    for (let run = 0; run < 3; run += 1) {
      results.push(await runner.drain());
      // the back-off has elapsed: the job is due again
      if (job.state === 'waiting') job.state = 'due';
    }
    expect(results).toEqual([
      { done: 0, retried: 1, failed: 0 },
      { done: 0, retried: 1, failed: 0 },
      { done: 0, retried: 0, failed: 1 },
    ]);
    expect(
      failures.map(({ attempts, final, retryInMs }) => ({ attempts, final, retryInMs })),
    ).toEqual([
      { attempts: 1, final: false, retryInMs: 100 },
      { attempts: 2, final: false, retryInMs: 200 },
      { attempts: 3, final: true, retryInMs: 400 },
    ]);
    expect(failures[0]?.error).toEqual(new Error('service down'));
    expect(job.state).toBe('failed');
  });

  it('gives up at once a failure another try would only repeat', async () => {
    const jobs = newJobs(2);
    const { runner, failures } = memoryRunner(
      jobs,
      async (job) => {
        throw new Error(job.id === 0 ? 'mailbox unavailable' : 'timeout');
      },
      { isPermanent: (error) => (error as Error).message === 'mailbox unavailable' },
    );
    expect(await runner.drain()).toEqual({ done: 0, retried: 1, failed: 1 });
    expect(failures.map(({ attempts, final }) => ({ attempts, final }))).toEqual([
      { attempts: 1, final: true },
      { attempts: 1, final: false },
    ]);
    expect(jobs.map((job) => job.state)).toEqual(['failed', 'waiting']);
  });

  it('never gives up a job whose tries are not counted', async () => {
    const jobs = newJobs(1);
    const { runner, failures } = memoryRunner(
      jobs,
      async () => {
        throw new Error('again');
      },
      { attemptsOf: undefined },
    );
    expect(await runner.drain()).toEqual({ done: 0, retried: 1, failed: 0 });
    expect(failures[0]).toMatchObject({ attempts: 1, final: false });
  });

  it('does not count an outcome whose claim was lost', async () => {
    const jobs = newJobs(1);
    const { runner } = memoryRunner(jobs, async () => undefined, { complete: async () => false });
    expect(await runner.drain()).toEqual({ done: 0, retried: 0, failed: 0 });
  });

  it('stop() waits for the job in progress', async () => {
    const jobs = newJobs(1);
    let release: () => void = () => undefined;
    let started: () => void = () => undefined;
    const isStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const { runner } = memoryRunner(jobs, async () => {
      started();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    runner.start();
    await isStarted;
    let stopped = false;
    const stopping = runner.stop().then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    expect(jobs[0]?.state).toBe('claimed');
    release();
    await stopping;
    expect(jobs[0]?.state).toBe('done');
  });

  it('logs a run that throws and keeps polling', async () => {
    const log = createMemoryLogger();
    let calls = 0;
    const { runner } = memoryRunner([], async () => undefined, {
      log,
      pollIntervalMs: 5,
      claim: async () => {
        calls += 1;
        if (calls === 1) throw new Error('database unreachable');
        return [];
      },
    });
    runner.start();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await runner.stop();
    expect(calls).toBeGreaterThan(1);
    expect(log.entries[0]).toMatchObject({
      level: 'error',
      message: 'test runner could not process its jobs',
    });
  });

  describe('its heartbeat', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    /** Two jobs: the first done at once, the second held until `release()`. */
    const heldBatch = (extra: Partial<JobRunnerOptions<MemoryJob>> = {}) => {
      const jobs = newJobs(2);
      const renewed: number[][] = [];
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { runner } = memoryRunner(
        jobs,
        async (job) => {
          if (job.id === 1) await held;
        },
        {
          heartbeatMs: 10,
          renew: async (inHand) => {
            renewed.push(inHand.map((job) => job.id));
          },
          ...extra,
        },
      );
      return { jobs, renewed, runner, release };
    };

    it('renews the leases of the jobs still in hand while the batch runs, and never after', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
      const { jobs, renewed, runner, release } = heldBatch();
      const run = runner.drain();
      await vi.waitUntil(() => jobs[0]?.state === 'done');
      for (let beat = 0; beat < 3; beat += 1) await vi.advanceTimersByTimeAsync(10);
      // the job done is no longer renewed; the one still being handled is, at every beat
      expect(renewed.length).toBeGreaterThanOrEqual(3);
      expect(renewed.every((ids) => ids.join() === '1')).toBe(true);

      release();
      expect(await run).toEqual({ done: 2, retried: 0, failed: 0 });
      const beats = renewed.length;
      await vi.advanceTimersByTimeAsync(1_000);
      expect(renewed).toHaveLength(beats);
    });

    it('keeps renewing the rest of a batch whose first outcome could not be recorded, and fails the run once the batch is over', async () => {
      const { renewed, runner, release } = heldBatch({
        complete: async (job) => {
          if (job.id === 0) throw new Error('database unreachable');
          return true;
        },
      });
      let isOver = false;
      const run = runner.drain().finally(() => {
        isOver = true;
      });
      await vi.waitUntil(() => renewed.length >= 2);
      expect(isOver).toBe(false);
      expect(renewed.at(-1)).toEqual([1]);
      release();
      await expect(run).rejects.toThrow('database unreachable');
    });

    it('does not keep the process alive', async () => {
      const intervals = vi.spyOn(globalThis, 'setInterval');
      const { renewed, runner, release } = heldBatch();
      const run = runner.drain();
      await vi.waitUntil(() => renewed.length > 0);
      // the heartbeat's timer: the one set at its period
      const index = intervals.mock.calls.findIndex(([, ms]) => ms === 10);
      const heartbeat = intervals.mock.results[index]?.value as NodeJS.Timeout | undefined;
      expect(heartbeat?.hasRef()).toBe(false);
      release();
      await run;
    });

    it('logs a renewal that fails, as a warning, and beats again', async () => {
      const log = createMemoryLogger();
      let calls = 0;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const { runner } = memoryRunner(newJobs(1), () => held, {
        log,
        heartbeatMs: 5,
        renew: async () => {
          calls += 1;
          if (calls === 1) throw new Error('database unreachable');
        },
      });
      const run = runner.drain();
      await vi.waitUntil(() => calls >= 2);
      release();
      expect(await run).toEqual({ done: 1, retried: 0, failed: 0 });
      expect(log.entries).toEqual([
        expect.objectContaining({
          level: 'warn',
          message: 'test runner could not renew the leases of its jobs',
        }),
      ]);
    });
  });
});
