import 'react'

/** HTML invoker commands (`<button commandfor="dialog-id" command="show-modal">`), not yet in React's types. */
declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover'
  }
}
