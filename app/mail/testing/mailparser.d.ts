/** The part of mailparser's API the mail tests use (the package ships no types). */
declare module "mailparser" {
  export type EmailAddress = { address?: string; name: string };
  export type AddressObject = { value: EmailAddress[]; text: string; html: string };
  export type ParsedMail = {
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    replyTo?: AddressObject;
    messageId?: string;
    date?: Date;
    text?: string;
    html: string | false;
    headers: Map<string, unknown>;
    attachments: { filename?: string; contentType: string; content: Buffer }[];
  };
  export function simpleParser(source: string | Buffer): Promise<ParsedMail>;
}
