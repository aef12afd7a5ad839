/** The screens import the router from here; it lives in renderer/src/router.ts, below them. */
export { go, screen, type Screen } from '../router';
