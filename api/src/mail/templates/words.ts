import { type Locale, m } from '@hw/shared/i18n';

/** "Hello Dana," or, without a name, "Hello,", in the reader's language. */
export function greeting(name: string | null | undefined, locale: Locale): string {
  const trimmed = name?.trim();
  return trimmed ? m.mail_hello_name({ name: trimmed }, { locale }) : m.mail_hello({}, { locale });
}
