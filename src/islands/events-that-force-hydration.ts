/**
 * The events on which React, finding its root not yet hydrated, hydrates all of it at once before
 * handling them: react-dom's own list (`discreteReplayableEvents`, not exported). A keystroke would wait
 * for the whole island. tests/unit/events-that-force-hydration.test.ts compares it with the installed
 * react-dom's, so an upgrade that changes react-dom's list fails there.
 */
export const eventsThatForceHydration = [
  'mousedown',
  'mouseup',
  'touchcancel',
  'touchend',
  'touchstart',
  'auxclick',
  'dblclick',
  'pointercancel',
  'pointerdown',
  'pointerup',
  'dragend',
  'dragstart',
  'drop',
  'compositionend',
  'compositionstart',
  'keydown',
  'keypress',
  'keyup',
  'input',
  'textInput',
  'copy',
  'cut',
  'paste',
  'click',
  'change',
  'contextmenu',
  'reset',
]
