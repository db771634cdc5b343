/**
 * The privacy policy's second path (§2 "/privacyPolicy and one more path", ROUTES.privacyPolicyApp):
 * the same screen. Its own folder so the build's per-route preload, which maps a screen folder to
 * the route of the same name, knows this path too.
 */
export { default } from '../privacyPolicy';
