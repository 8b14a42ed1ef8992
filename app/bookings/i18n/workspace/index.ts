import { en, type BookingPageWorkspaceTexts } from "./en.ts";
import { es } from "./es.ts";

export type { BookingPageWorkspaceTexts };
/** The booking page's part of the workspace's request screen, in the workspace's languages. */
export const bookingPageWorkspaceTexts = { en, es };
