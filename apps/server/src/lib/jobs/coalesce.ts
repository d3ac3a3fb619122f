/**
 * One statement at a time for many callers: the first call is flushed at once, alone; the calls
 * made while that flush is in flight wait for it and then go together in the next flush. Nothing
 * ever waits for a batch to fill, so each caller is served within two flushes of its call, and a
 * burst costs far fewer statements than calls. The job runners record their outcomes this way
 * (the mail worker marks each e-mail sent right after its own SMTP answer:
 * docs/decisions/0055-mail-lease-heartbeat.md).
 */

/** Records `items` together; returns those it recorded (a job's claim lost meanwhile is not). */
export type Flush<TItem> = (items: TItem[]) => Promise<ReadonlySet<TItem>>;

interface Waiting<TItem> {
  item: TItem;
  resolve(recorded: boolean): void;
  reject(error: unknown): void;
}

/**
 * A function whose calls are flushed as described above; each resolves with whether its item was
 * recorded. A flush's error rejects the calls it held.
 */
export const createCoalescer = <TItem>(
  flush: Flush<TItem>,
): ((item: TItem) => Promise<boolean>) => {
  let waiting: Waiting<TItem>[] = [];
  let flushing = false;

  const flushAll = async () => {
    flushing = true;
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      try {
        const recorded = await flush(group.map((entry) => entry.item));
        for (const entry of group) entry.resolve(recorded.has(entry.item));
      } catch (error) {
        for (const entry of group) entry.reject(error);
      }
    }
    flushing = false;
  };

  return (item) =>
    new Promise<boolean>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!flushing) void flushAll();
    });
};
