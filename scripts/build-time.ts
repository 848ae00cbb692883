/** The build's own time, given to the outbox's code: a visitor's clock earlier than it is wrong (docs/offline.md). */
export const buildTimeDefine = { __BUILD_TIME__: JSON.stringify(Date.now()) }
