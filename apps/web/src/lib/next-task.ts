/**
 * Resolves in a new task of the main thread, so the work before and after an `await` are two
 * tasks the browser can paint and answer input between (design §5 Speed: TBT counts each task's
 * time over 50 ms). `scheduler.yield()` where the browser has it (it keeps the caller's place in
 * the queue); a message to a channel otherwise, which, unlike a timeout, is never clamped.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
