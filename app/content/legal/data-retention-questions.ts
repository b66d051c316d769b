/**
 * Questions the Privacy Policy's data-retention section answers, one set per paragraph, in
 * order. It is the longest section (seven paragraphs), so its questions have a module of their
 * own and privacy-policy-questions.ts stays a readable size.
 */
export const dataRetentionQuestions: readonly (readonly string[])[] = [
  [
    "How long do you keep my data?",
    "How long is my chat history kept?",
    "Do you delete data automatically?",
    "How long are server logs kept?",
    "data retention period?",
    "Is my account data kept forever?",
    "How much time you keep my datas?",
  ],
  [
    "I don't have an account, how long do you keep my chat?",
    "When are guest chat conversations deleted?",
    "Do you create a record of me if I just use the chat?",
    "How long is an anonymous visitor record kept?",
    "I chatted without signing in, when is that deleted?",
    "how long do u keep conversations from visitors",
  ],
  [
    "When is my session deleted?",
    "What happens to session data when I log out?",
    "How long do you keep records of failed sign-in attempts?",
    "Do you keep logs of my login attempts?",
    "How long are anti-abuse records for the forms kept?",
    "session data retention",
  ],
  [
    "Do you keep my email after I unsubscribe?",
    "How long do you keep contact form messages?",
    "How long is my consultation request stored?",
    "What happens to spam messages?",
    "Why do you keep a record of my email after I opted out?",
    "how long do you keep what I wrote in the contact form",
  ],
  [
    "How long do you keep records of the emails you send me?",
    "After I download my data, is the file deleted?",
    "How long do you keep a failed email delivery record?",
    "Is my download file kept on your servers?",
    "How long is the record of my export request kept?",
    "how long are records of sent emails kept",
  ],
  [
    "Is closing my account reversible?",
    "Can I still cancel after asking you to delete my account?",
    "How many days do I have to change my mind about deletion?",
    "Can I cancel a deletion by signing in again?",
    "What does the privacy policy say about deleting my account?",
    "deletion grace period?",
  ],
  [
    "What do you keep after my account is deleted?",
    "Do backups still have my data after deletion?",
    "Do my contact messages stay after I delete my account?",
    "Do you keep a record that my account existed?",
    "Can you recover my data after 30 days?",
    "Are there records you must keep longer by law?",
    "Do you anonymize my data when I close my account?",
  ],
];
