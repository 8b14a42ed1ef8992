import { useRouteLoaderData } from "react-router";
import type { BusinessDetails } from "./business-details.ts";
import type { Lang } from "../i18n/languages.ts";
import type { ShownPhoto } from "../images/shown-photo.ts";
import type { ShellMessages } from "../i18n/messages.ts";
import type { PageKey } from "./pages.ts";

/** What the root loader hands every page: its place in the site and the shell's texts. */
export type ShellData = {
  lang: Lang;
  /** The page shown; undefined on the not-found page. */
  page: PageKey | undefined;
  /** Whether the URL carries the language (`/es/about`) or it was negotiated (`/about`). */
  prefixed: boolean;
  messages: ShellMessages;
  publicUrl: string;
  year: number;
  /** The business's details as the owner set them ("" where unset: that channel is left out). */
  business: BusinessDetails;
  /** The owner's photos by place (a drawing's image name), shown in place of the drawings. */
  photos: Record<string, ShownPhoto>;
};

export function useShell(): ShellData {
  const data = useRouteLoaderData("root") as ShellData | undefined;
  if (!data) throw new Error("useShell() used outside the root route's data");
  return data;
}

/** The shell data if the root loader ran (it has not when the root loader itself failed). */
export function useOptionalShell(): ShellData | undefined {
  return useRouteLoaderData("root") as ShellData | undefined;
}
