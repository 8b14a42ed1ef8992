/** The site's one mail outbox lives in app/mail/ (every email goes through it); its contact-era path. */
export * from "../mail/outbox.server.ts";
