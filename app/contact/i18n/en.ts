/**
 * English texts of the contact form and its two emails: the source of truth. Every other language
 * `satisfies ContactTexts`, so a missing or extra key fails the type check.
 * `{name}`, `{max}` and friends are filled in by `fill()`.
 */
export const en = {
  title: "Contact us",
  intro:
    "Tell us which excursion, course or rental you are interested in, your dates and the size of your group. We answer every message by email.",
  /** The business's address, email and hours the owner set, each shown only once set. */
  details: {
    title: "Where to find us",
    address: "Address",
    openMap: "open the map",
    email: "Email",
    hours: "Hours",
    everyDay: "Every day, {hours}",
  },
  fields: {
    user_name: { label: "Name", placeholder: "Your name" },
    user_email: { label: "Email", placeholder: "you@example.com" },
    subject: { label: "Subject", placeholder: "What is your message about?" },
    message: { label: "Message", placeholder: "Your dates, group size, experience and any questions" },
  },
  honeypot: "Leave this field empty",
  submit: "Send message",
  sending: "Sending…",
  success: "Your message has been sent!",
  errors: {
    name_required: "Name is required.",
    email_required: "Email is required.",
    email_invalid: "This is not a valid email address.",
    subject_required: "Subject is required.",
    message_required: "Message is required.",
    name_too_long: { one: "The name can be at most {count} character long.", other: "The name can be at most {count} characters long." },
    email_too_long: { one: "The email can be at most {count} character long.", other: "The email can be at most {count} characters long." },
    subject_too_long: {
      one: "The subject can be at most {count} character long.",
      other: "The subject can be at most {count} characters long.",
    },
    message_too_long: {
      one: "The message can be at most {count} character long.",
      other: "The message can be at most {count} characters long.",
    },
    line_break: "Please write this on a single line.",
    encoded_word: "Please write this without the sequence “=?”.",
  },
  formErrors: {
    "rate-limited": "You have sent several messages in a short time. Please wait a while and try again, or write to us on WhatsApp.",
    /** The same, while the business has no WhatsApp number. */
    "rate-limited-no-chat": "You have sent several messages in a short time. Please wait a while and try again.",
    automated: "Your message looks automated, so it was not sent. If you are a person, reload the page and try again.",
    "too-fast": "That was very quick! Please wait a few seconds and send your message again: what you wrote is still here.",
    expired: "This form has expired. Please reload the page and send your message again.",
    "too-large": "Your message is too long to be sent. Please shorten it and try again.",
    "save-failed": "Your message could not be saved, so it was not sent. Please try again in a moment: what you wrote is still here.",
    network: "Your message could not be sent: the connection failed. Please check it and try again: what you wrote is still here.",
  },
  mail: {
    confirmation: {
      subject: "We received your message – {site}",
      greeting: "Hello,",
      received: "Thank you for writing to {site}. We have received your message and will reply to this address as soon as we can.",
      aboutExcursion: "Excursion: {excursion}",
      replyHint: "To add something, just reply to this email. You can also chat with us on WhatsApp: {chat}",
      signature: "See you in the mountains,",
      notYou:
        "You received this email because this address was entered in the contact form of {host}. If it was not you, please ignore it.",
    },
    admin: {
      subject: "Contact form: {subject}",
      intro: "New message from the contact form of {host}. Reply to this email to answer {name} directly.",
      name: "Name",
      email: "Email",
      subject_: "Subject",
      language: "Language",
      excursion: "Excursion",
      received: "Received",
      message: "Message",
      confirmationSuppressed:
        "No confirmation was emailed to this address: it, or the sender's connection, has had too many of them recently (possible abuse).",
      open: "Open this message in the workspace",
    },
  },
};

export type ContactTexts = typeof en;
