/** Sound API for every screen and table. See sound.ts for the design. */
export { sound, soundStatus, soundSettings, SoundSystem, type SoundStatus } from './sound';
export { SOUND_NAMES, isSoundName, type SoundName } from './names';
export { soundForEvent, soundForOrbsEvent, soundForClashEvent, soundsForEvents } from './events';
export { DEFAULT_VOLUME, clampVolume, type VolumeSettings, type VolumeChange } from './volume';
