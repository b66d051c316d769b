import { company } from "#app/content/site.ts";
import { renderEmail } from "#app/email/layout.server.ts";

/** The subjects of the account emails, exported so that checks look for the very words sent. */
export const accountEmailSubjects = {
  verification: `Verify your email for ${company.name}`,
  passwordReset: `Reset your ${company.name} password`,
  welcome: `Your ${company.name} account is ready`,
  reactivation: `Reactivate your ${company.name} account`,
  recovery: `Recover your ${company.name} account`,
  dataExport: `Your ${company.name} data export is ready`,
} as const;

export function verificationEmail({ name, url }: { name: string; url: string }) {
  return renderEmail({
    subject: accountEmailSubjects.verification,
    preheader: "Confirm your address to finish creating your account.",
    heading: `Welcome, ${name}!`,
    paragraphs: [
      `Thanks for creating a ${company.name} account. Please confirm that this is your email address to finish setting it up.`,
    ],
    action: { label: "Verify email address", url },
    note: "The link is valid for 24 hours. If you did not create an account, you can ignore this email.",
  });
}

export function passwordResetEmail({ name, url }: { name: string; url: string }) {
  return renderEmail({
    subject: accountEmailSubjects.passwordReset,
    preheader: "Choose a new password for your account.",
    heading: "Reset your password",
    paragraphs: [
      `Hi ${name}, we received a request to reset the password of your ${company.name} account.`,
    ],
    action: { label: "Choose a new password", url },
    note: "The link is valid for one hour and works once. If you did not ask for it, ignore this email: your password stays the same.",
  });
}

export function welcomeEmail({ name, appUrl }: { name: string; appUrl: string }) {
  return renderEmail({
    subject: accountEmailSubjects.welcome,
    preheader: "Your email is verified. Here is where to start.",
    heading: `You're all set, ${name}`,
    paragraphs: [
      "Your email address is verified and your account is ready to use.",
      "Explore our solutions, book a free consultation with our team, or ask our AI assistant anything about putting AI to work in your business.",
    ],
    action: { label: `Visit ${company.name}`, url: `${appUrl}/` },
  });
}

export function reactivationEmail({ name, url }: { name: string; url: string }) {
  return renderEmail({
    subject: accountEmailSubjects.reactivation,
    preheader: "Use this link to turn your account back on.",
    heading: "Reactivate your account",
    paragraphs: [
      `Hi ${name}, we received a request to reactivate your ${company.name} account. Open the link below and sign in with your email and password to turn it back on.`,
    ],
    action: { label: "Reactivate my account", url },
    note: "The link is valid for 24 hours and only the newest link works. If you did not ask for it, ignore this email.",
  });
}

export function recoveryEmail({ name, url }: { name: string; url: string }) {
  return renderEmail({
    subject: accountEmailSubjects.recovery,
    preheader: "Use this link to cancel the deletion of your account.",
    heading: "Recover your account",
    paragraphs: [
      `Hi ${name}, we received a request to recover your ${company.name} account, which is scheduled for deletion. Open the link below and sign in with your email and password to keep it.`,
    ],
    action: { label: "Recover my account", url },
    note: "The link is valid for 24 hours and only the newest link works. If you did not ask for it, ignore this email.",
  });
}

export function dataExportReadyEmail({ name, url }: { name: string; url: string }) {
  return renderEmail({
    subject: accountEmailSubjects.dataExport,
    preheader: "Download a copy of the data we hold about you.",
    heading: "Your data export is ready",
    paragraphs: [
      `Hi ${name}, the copy of your ${company.name} data you asked for is ready: your account details, newsletter subscriptions, messages, consultation requests and conversations, in one JSON file.`,
    ],
    action: { label: "Download my data", url },
    note: "The link works once and expires in 24 hours. If you did not ask for this, please contact us.",
  });
}
