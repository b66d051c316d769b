import { company } from "#app/content/site.ts";
import { renderEmail } from "../layout.server.ts";

export function verificationEmail({ name, url }: { name: string; url: string }) {
  return renderEmail({
    subject: `Verify your email for ${company.name}`,
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
    subject: `Reset your ${company.name} password`,
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
    subject: `Your ${company.name} account is ready`,
    preheader: "Your email is verified. Here is where to start.",
    heading: `You're all set, ${name}`,
    paragraphs: [
      "Your email address is verified and your account is ready to use.",
      "Explore our solutions, book a free consultation with our team, or ask our AI assistant anything about putting AI to work in your business.",
    ],
    action: { label: `Visit ${company.name}`, url: `${appUrl}/` },
  });
}
