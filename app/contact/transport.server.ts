/** The mail transports live in app/mail/ (every email goes through them); their contact-era path. */
export * from "../mail/transport.server.ts";
