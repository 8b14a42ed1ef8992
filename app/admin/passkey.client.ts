/**
 * The browser's half of a passkey ceremony (@simplewebauthn/browser): asks the phone or computer
 * for a passkey, then posts its answer with the page's form, through the forms toolkit like any
 * workspace form. Loaded by the sign-in and invitation screens only.
 */
import {
  browserSupportsWebAuthn,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";

/** The options as they arrive in a loader's data (JSON: React Router's types do not follow the extensions' buffers). */
export type Ceremony = { kind: "sign-in" | "register"; options: object };

/** The passkey's answer as JSON, or the code of what went wrong. */
export async function runCeremony(ceremony: Ceremony): Promise<{ credential: string } | { error: "no-passkeys" | "cancelled" }> {
  if (!browserSupportsWebAuthn()) return { error: "no-passkeys" };
  try {
    const answer =
      ceremony.kind === "sign-in"
        ? await startAuthentication({ optionsJSON: ceremony.options as PublicKeyCredentialRequestOptionsJSON })
        : await startRegistration({ optionsJSON: ceremony.options as PublicKeyCredentialCreationOptionsJSON });
    return { credential: JSON.stringify(answer) };
  } catch {
    return { error: "cancelled" };
  }
}
