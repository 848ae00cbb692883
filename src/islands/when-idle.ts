/** `timeout`: a busy phone may have no idle time for long. */
export function whenIdle(callback: () => void, { timeout }: { timeout?: number } = {}): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, timeout === undefined ? undefined : { timeout })
  else setTimeout(callback, 1)
}
