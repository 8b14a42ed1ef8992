import { en } from "./en.ts";
import { es } from "./es.ts";

/** The booking page's part of the workspace's request screen, in the workspace's languages. */
export const bookingPageWorkspaceTexts = { en, es };
