/**
 * Runs `callback` when the browser is next idle, or after `timeout` milliseconds on a page that stays busy (a busy
 * phone may have no idle time for long); in a browser without idle callbacks, in a task of its own.
 */
export function whenIdle(callback: () => void, { timeout }: { timeout?: number } = {}): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, timeout === undefined ? undefined : { timeout })
  else setTimeout(callback, 1)
}
