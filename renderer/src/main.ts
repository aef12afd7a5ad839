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
mount(App, { target });
