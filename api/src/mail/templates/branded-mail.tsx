/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The HTML of a customer mail (./body.ts): the brand's mark and name, the greeting, the paragraphs, the details
 * as a two-column list, the action as one button (with its link written out under it, for a client that shows
 * no button), the notes, the closing and the footer. Every style is inline (React Email's components write
 * them on each element; no <style> rule is needed), the width at most 600 px and fluid below it, so it reads the
 * same in a phone's mail app as on a desk.
 */
import { BRAND_MARK_PNG_PATH, brandColours as c } from '@hw/shared';
import { LANGUAGE_TAGS, m } from '@hw/shared/i18n';
import { Body, Button, Container, Head, Hr, Html, Img, Link, Preview, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { footerLine, type MailBody, type MailFrame } from './body.ts';

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

const styles = {
  body: { backgroundColor: c.surfaceAlt, margin: '0', padding: '0', fontFamily: font, color: c.ink },
  container: { width: '100%', maxWidth: '600px', margin: '0 auto', padding: '16px 8px' },
  header: { padding: '8px 16px 16px' },
  mark: { display: 'inline-block', verticalAlign: 'middle', borderRadius: '8px' },
  brandName: {
    display: 'inline-block',
    verticalAlign: 'middle',
    margin: '0 0 0 12px',
    fontSize: '18px',
    lineHeight: '24px',
    fontWeight: 700,
    color: c.brand,
  },
  card: {
    backgroundColor: c.surface,
    border: `1px solid ${c.line}`,
    borderTop: `4px solid ${c.brand}`,
    borderRadius: '10px',
    padding: '24px 20px',
  },
  greeting: { fontSize: '17px', lineHeight: '26px', fontWeight: 600, margin: '0 0 16px', color: c.ink },
  paragraph: { fontSize: '16px', lineHeight: '26px', margin: '0 0 16px', color: c.ink },
  details: {
    width: '100%',
    borderCollapse: 'collapse',
    margin: '4px 0 20px',
    backgroundColor: c.surfaceAlt,
    borderRadius: '8px',
  },
  detailLabel: {
    padding: '8px 12px',
    fontSize: '14px',
    lineHeight: '20px',
    color: c.muted,
    verticalAlign: 'top',
    width: '42%',
    borderBottom: `1px solid ${c.line}`,
  },
  detailValue: {
    padding: '8px 12px',
    fontSize: '15px',
    lineHeight: '20px',
    color: c.ink,
    fontWeight: 600,
    verticalAlign: 'top',
    wordBreak: 'break-word',
    borderBottom: `1px solid ${c.line}`,
  },
  action: { margin: '8px 0 24px' },
  button: {
    backgroundColor: c.accent,
    color: '#ffffff',
    fontSize: '16px',
    fontWeight: 700,
    lineHeight: '20px',
    textDecoration: 'none',
    borderRadius: '8px',
    padding: '14px 24px',
    textAlign: 'center',
  },
  fallback: { fontSize: '13px', lineHeight: '20px', color: c.muted, margin: '12px 0 0', wordBreak: 'break-all' },
  fallbackLink: { color: c.brand, textDecoration: 'underline' },
  note: { fontSize: '14px', lineHeight: '22px', color: c.muted, margin: '0 0 12px' },
  closing: { fontSize: '16px', lineHeight: '26px', margin: '8px 0 0', color: c.ink },
  rule: { border: 'none', borderTop: `1px solid ${c.line}`, margin: '20px 0 12px' },
  footer: { fontSize: '13px', lineHeight: '20px', color: c.muted, margin: '0', textAlign: 'center' },
  footerLink: { color: c.brand, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>;

export function BrandedMail({ body, frame }: { body: MailBody; frame: MailFrame }) {
  const language = { locale: body.locale };
  const origin = frame.publicOrigin.replace(/\/+$/, '');
  const preview = body.preview ?? body.paragraphs[0] ?? body.action?.lead ?? body.greeting;
  return (
    <Html lang={LANGUAGE_TAGS[body.locale]} dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section style={styles.header}>
            <Img src={`${origin}${BRAND_MARK_PNG_PATH}`} width="40" height="40" alt="" style={styles.mark} />
            <Text style={styles.brandName}>{frame.brand.name}</Text>
          </Section>
          <Section style={styles.card}>
            <Text style={styles.greeting}>{body.greeting}</Text>
            {body.paragraphs.map((paragraph, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a mail's paragraphs never move
              <Text key={index} style={styles.paragraph}>
                {paragraph}
              </Text>
            ))}
            {body.details && body.details.length > 0 ? (
              <table role="presentation" cellPadding={0} cellSpacing={0} border={0} style={styles.details}>
                <tbody>
                  {body.details.map((detail, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a mail's details never move
                    <tr key={index}>
                      <td style={styles.detailLabel}>{detail.label}</td>
                      <td style={styles.detailValue}>{detail.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
            {body.action ? (
              <Section style={styles.action}>
                {body.action.lead ? <Text style={styles.paragraph}>{body.action.lead}</Text> : null}
                <Button href={body.action.url} style={styles.button}>
                  {body.action.label}
                </Button>
                <Text style={styles.fallback}>
                  {m.mail_button_fallback({}, language)}{' '}
                  <Link href={body.action.url} style={styles.fallbackLink}>
                    {body.action.url}
                  </Link>
                </Text>
              </Section>
            ) : null}
            {(body.notes ?? []).map((note, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a mail's notes never move
              <Text key={index} style={styles.note}>
                {note}
              </Text>
            ))}
            {body.closing ? <Text style={styles.closing}>{body.closing}</Text> : null}
          </Section>
          <Hr style={styles.rule} />
          <Text style={styles.footer}>{footerLine(frame)}</Text>
          {body.unsubscribe ? (
            <Text style={styles.footer}>
              {body.unsubscribe.text}{' '}
              <Link href={body.unsubscribe.url} style={styles.footerLink}>
                {body.unsubscribe.label}
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}
