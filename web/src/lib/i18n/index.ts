export { LanguageSwitch } from './language-switch.tsx';
export { longDate } from './long-date.ts';
export {
  followLanguageChoice,
  localHref,
  pageLanguageTag,
  pageLocale,
  startPageLocale,
  switchLanguage,
} from './page-locale.ts';
export { RichMessage } from './rich-message.tsx';
