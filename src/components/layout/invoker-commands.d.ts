import 'react'

/** HTML invoker commands (`<button commandfor="dialog-id" command="show-modal">`), not yet in React's types. */
declare module 'react' {
  // Declaration merging needs React's own type parameter, unused here.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'
  }
}
