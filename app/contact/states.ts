/**
 * A contact message's states in the workspace (issue 28), shared by the contact feature's store and
 * the workspace's screens. No imports: a screen's bundle takes these lines alone.
 */

/** New until answered (a reply from the workspace) or done; done can be taken back. */
export const contactStatuses = ["new", "answered", "done"] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/**
 * What still needs the owner: messages nobody has marked done, answered ones included (a reply
 * may need a follow-up; the owner says a conversation is over by marking it done).
 */
export const notHandledStatuses = ["new", "answered"] as const satisfies readonly ContactStatus[];
