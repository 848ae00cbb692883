import { domAnimation } from 'framer-motion'

/** framer-motion's animation features, fetched after the page is interactive (see motion.tsx). */
export default domAnimation
