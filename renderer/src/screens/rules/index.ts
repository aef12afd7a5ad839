/** Rules screens: the overlay/embedded reference, the full screen, and the content helpers. */
export { default as RulesReference } from './RulesReference.svelte';
export { default as RulesScreen } from './RulesScreen.svelte';
export { default as FirstGameGuide } from './FirstGameGuide.svelte';
export {
  sectionIds,
  isSectionOf,
  GLOSSARY_ID,
  GUIDE_ID,
  type RulesSectionId,
  type OrbsSectionId,
  type ClashSectionId,
} from './content';
