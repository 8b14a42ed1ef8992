/**
 * How many different addresses one client has had the site write to. A form's confirmation email
 * goes to the address the visitor typed: anyone can make the business email any address, so
 * besides the limit per address (a few a day), a client is held to a few different addresses
 * across every form that confirms (contact messages and requests to book). Each of those forms
 * keeps, in its own store, the addresses its confirmations were queued to, by the client's keyed
 * hash: the count holds across instances and restarts, and the composition root
 * (app/composition/services.server.ts) hands every form the same sources.
 */

/** Different addresses one client may have confirmations sent to per window (CONFIRMATION_ADDRESS_LIMIT). */
const defaultConfirmationAddressLimit = { count: 5, windowMs: 24 * 60 * 60_000 };

/** A form's addresses (as typed) that confirmations were queued to for a client since a time. */
export type ConfirmedAddressSource = (clientHash: string, since: number) => Promise<readonly string[]>;

export function confirmationAddresses(
  sources: readonly ConfirmedAddressSource[],
  limit: { count: number; windowMs: number } = defaultConfirmationAddressLimit,
) {
  /** The addresses (lower case) a client's confirmations were queued to since a time, over every form. */
  async function addressesOf(clientHash: string, since: number): Promise<Set<string>> {
    const lists = await Promise.all(sources.map((source) => source(clientHash, since)));
    return new Set(lists.flat().map((address) => address.toLowerCase()));
  }
  return {
    addressesOf,
    /** Whether a client may have one more confirmation sent to `address`: one it wrote to already, or a new one within the limit. */
    async mayConfirmTo(input: { clientHash: string; address: string; now: number }): Promise<boolean> {
      const addresses = await addressesOf(input.clientHash, input.now - limit.windowMs);
      return addresses.has(input.address.toLowerCase()) || addresses.size < limit.count;
    },
  };
}

export type ConfirmationAddresses = ReturnType<typeof confirmationAddresses>;
