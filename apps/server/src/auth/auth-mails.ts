import type { MailMessage } from '../mail/mailer.js';

/** The mail with the link that confirms an address. */
export function verificationMail(input: {
  to: string;
  name: string;
  appUrl: string;
  token: string;
}): MailMessage {
  const link = `${input.appUrl}/verify-email?token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: 'Verify your email for Lookout',
    text: `Hi ${input.name},\n\nConfirm your email address to keep your Lookout account:\n${link}\n\nThe link works for 7 days. If you did not sign up, ignore this mail.`,
  };
}

/** The mail with the link that sets a new password. */
export function passwordResetMail(input: {
  to: string;
  appUrl: string;
  token: string;
}): MailMessage {
  const link = `${input.appUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: 'Reset your Lookout password',
    text: `Someone asked to reset the password of your Lookout account.\n\nSet a new password here:\n${link}\n\nThe link works for one hour. If it was not you, ignore this mail: your password stays the same.`,
  };
}

/** The mail inviting someone to an org. */
export function invitationMail(input: {
  to: string;
  inviterName: string;
  orgName: string;
  role: string;
  appUrl: string;
  token: string;
}): MailMessage {
  const link = `${input.appUrl}/join?token=${encodeURIComponent(input.token)}`;
  return {
    to: input.to,
    subject: `${input.inviterName} invited you to ${input.orgName} on Lookout`,
    text: `${input.inviterName} invited you to join ${input.orgName} on Lookout as ${input.role}.\n\nAccept the invitation:\n${link}\n\nThe link works for 7 days.`,
  };
}
