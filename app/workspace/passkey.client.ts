/**
 * The browser's half of a passkey ceremony (@simplewebauthn/browser): asks the phone or computer
 * for a passkey, then the form posts its answer through the forms toolkit like any workspace form.
 * The library is loaded apart (`import()`), as soon as the sign-in or invitation screen is
 * interactive, so the screen's own script stays small and the tap still finds it ready (Safari
 * asks for a passkey only within the tap's user activation).
 */
import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";

/** The options as they arrive in a loader's data (JSON: React Router's types do not follow the extensions' buffers). */
export type Ceremony = { kind: "sign-in" | "register"; options: object };

type Library = typeof import("@simplewebauthn/browser");
let library: Promise<Library> | undefined;

/** Starts loading the library (once); the ceremony waits for it if it is not there yet. */
export function loadPasskeys(): Promise<Library> {
  library ??= import("@simplewebauthn/browser");
  return library;
}

/** The passkey's answer as JSON, or the code of what went wrong. */
export async function runCeremony(ceremony: Ceremony): Promise<{ credential: string } | { error: "no-passkeys" | "cancelled" }> {
  let webauthn: Library;
  try {
    webauthn = await loadPasskeys();
  } catch {
    return { error: "no-passkeys" };
  }
  if (!webauthn.browserSupportsWebAuthn()) return { error: "no-passkeys" };
  try {
    const answer =
      ceremony.kind === "sign-in"
        ? await webauthn.startAuthentication({ optionsJSON: ceremony.options as PublicKeyCredentialRequestOptionsJSON })
        : await webauthn.startRegistration({ optionsJSON: ceremony.options as PublicKeyCredentialCreationOptionsJSON });
    return { credential: JSON.stringify(answer) };
  } catch {
    return { error: "cancelled" };
  }
}
