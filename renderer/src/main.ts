/** Renderer entry: styles, language, settings, then the Svelte app. */
import { mount } from 'svelte';
import './styles/app.css';
import './theme/theme.css';
import './theme/fonts';
import { restoreTextScale } from './theme';
import './i18n';
import { applySettings } from './settings/settings';
import { startAppSettingsSync } from './saves/app-settings';
import { appFullscreen } from './settings/fullscreen';
import { loadClashCatalogue } from './cards/clash-catalogue';
import App from './App.svelte';

applySettings();
// The saved text size applies from the first paint, not only once a screen sets it.
restoreTextScale();
// Then follow the settings saved by main (settings.json in the save folder).
void startAppSettingsSync();
// Fullscreen follows the window (desktop) or the document (browser) from the start.
appFullscreen();
const target = document.getElementById('app');
if (!target) throw new Error('index.html has no #app element');
// The Clash card faces, setup and rules read the catalogue main sends, so it is here before
// the first screen. If main does not answer, the app still opens (and says why in the console).
const CATALOGUE_WAIT_MS = 5000;
void Promise.race([
  loadClashCatalogue().catch((e: unknown) =>
    console.error('[cardhall] no Clash card catalogue:', e),
  ),
  new Promise((resolve) => setTimeout(resolve, CATALOGUE_WAIT_MS)),
]).then(() => mount(App, { target }));
