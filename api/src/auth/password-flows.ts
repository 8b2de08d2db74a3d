/** Forgotten and changed passwords. */
import { forgotEmailProblem, messages, newPasswordProblem, PASSWORD_RESET_CHANGE_MINUTES } from '@hw/shared';
import { m } from '@hw/shared/i18n';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { greeting } from '../mail/index.ts';
import type { CurrentUser } from '../plugins/index.ts';
import { badRequest, forbidden, httpError, refuseProblems, unauthorized } from '../plugins/index.ts';
import { isBreachedPassword } from './common-passwords.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import {
  claimPasswordResetPower,
  endPasswordResetMode,
  findUserByEmail,
  findUserById,
  isLivePasswordResetFamily,
  revokeOtherFamilies,
} from './queries.ts';
import { countPasswordChangeAttempt, forgiveAttempt } from './rate-limit.ts';
import {
  countRecentCodes,
  createSignInCode,
  SIGN_IN_CODE_TTL_MS,
  signInLink,
  voidPasswordResetCodes,
} from './sign-in-codes.ts';

/** At most this many reset e-mails per account per hour, so the form cannot be used to flood a mailbox. */
export const RESET_MAILS_PER_HOUR = 5;

/**
 * POST /authenticate/forgotPassword: the same answer, in the same time, whether or not the address has
 * an account. Only the address is checked before answering; the lookup and the e-mail come after.
 */
export function forgotPassword(app: FastifyInstance, email: string) {
  const problem = forgotEmailProblem(email, {
    required: messages.forgotPassword.emailRequired,
    invalid: messages.forgotPassword.emailInvalid,
  });
  if (problem) throw badRequest(problem, 'email');
  app.afterResponse(() => sendResetMail(app, email));
  return { message: messages.forgotPassword.success(email.trim()) };
}

async function sendResetMail(app: FastifyInstance, email: string) {
  const { database, config } = app;
  const user = await findUserByEmail(database.db, database.t, email);
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  if (!user) return;
  const minutes = SIGN_IN_CODE_TTL_MS / 60_000;
  // The code and its e-mail together: an outbox row commits with the code, SMTP delivery follows the commit.
  await database.transaction(async (tx) => {
    // Requests for one account at once are counted one after the other.
    await database.lockNames(tx, [`resetMails:${user.id}`]);
    if ((await countRecentCodes(tx, database.t, user.id, 'passwordReset', hourAgo)) >= RESET_MAILS_PER_HOUR) return;
    const code = await createSignInCode(tx, database.t, user.id, 'passwordReset');
    const link = signInLink(config.publicOrigin, user.id, code);
    const locale = user.preferredLanguage;
    const language = { locale };
    const brand = config.brand.name;
    // An account made by an order placed signed out has no password yet: it creates one rather than resets it.
    const creates = !user.passwordHash;
    await app.mailer.send({
      to: user.email,
      subject: creates
        ? m.mail_password_create_subject({ brand }, language)
        : m.mail_password_reset_subject({ brand }, language),
      body: {
        locale,
        greeting: greeting(user.firstName, locale),
        paragraphs: [],
        action: creates
          ? {
              lead: m.mail_password_create_text({ brand }, language),
              label: m.mail_button_create_password({}, language),
              url: link,
            }
          : {
              lead: m.mail_password_reset_text({}, language),
              label: m.mail_button_choose_password({}, language),
              url: link,
            },
        notes: [m.mail_password_link_expiry({ minutes }, language)],
      },
    });
  });
}

/**
 * POST /authenticate/changePassword. The current password is required unless the access token is the one a
 * password-reset link opened (claim `pwr`; a refresh never carries it), the link was opened less than 15
 * minutes ago and the session has not changed the password yet: that power is used once, marked in the
 * database in the transaction that writes the password. Other sessions of the user end.
 */
export async function changePassword(
  app: FastifyInstance,
  current: CurrentUser,
  input: { currentPassword?: string | undefined; newPassword: string },
) {
  if (current.impersonatorId) throw forbidden();
  const resetLinkSpent = messages.changePassword.resetLinkSpent(PASSWORD_RESET_CHANGE_MINUTES);
  const { database } = app;
  const { db, t } = database;
  const user = await findUserById(db, t, current.userId);
  if (!user) throw unauthorized();
  const familyId = current.sessionFamilyId;
  const resetToken = current.passwordReset === true && familyId !== undefined;
  const fromResetLink = resetToken && (await isLivePasswordResetFamily(db, t, familyId, user.id, new Date()));
  // A reset session whose power is spent or over is told why the current password is asked for now.
  const currentRequired = resetToken ? resetLinkSpent : messages.changePassword.currentRequired;
  const newProblem =
    newPasswordProblem(input.newPassword) ??
    (isBreachedPassword(input.newPassword) ? messages.changePassword.breached : null);
  refuseProblems([
    ...(newProblem ? [{ field: 'newPassword', message: newProblem }] : []),
    ...(fromResetLink || input.currentPassword ? [] : [{ field: 'currentPassword', message: currentRequired }]),
  ]);
  if (!fromResetLink) {
    const attempt = await countPasswordChangeAttempt(database, user.id);
    if (!(await verifyPassword(user.passwordHash, input.currentPassword ?? ''))) {
      throw httpError(400, 'invalidCredentials', messages.changePassword.currentIncorrect, 'currentPassword');
    }
    await forgiveAttempt(database, attempt);
  }
  if (await verifyPassword(user.passwordHash, input.newPassword)) {
    throw badRequest(messages.changePassword.sameAsCurrent, 'newPassword');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await database.transaction(async (tx) => {
    // Two changes at once from one reset session: only the first finds the power unused; the other writes nothing.
    if (fromResetLink && !(await claimPasswordResetPower(tx, t, familyId, user.id, new Date()))) {
      throw badRequest(resetLinkSpent, 'currentPassword');
    }
    await tx.update(t.users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(t.users.id, user.id));
    await revokeOtherFamilies(tx, t, user.id, familyId);
    if (familyId) await endPasswordResetMode(tx, t, familyId);
    await voidPasswordResetCodes(tx, t, user.id);
  });
  return { message: messages.changePassword.success };
}
