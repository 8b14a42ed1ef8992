import type { WorkspaceTexts } from "./index.ts";

/** What the workspace's frame and error screen say: every screen has it from the layout's data. */
export type FrameTexts = Pick<WorkspaceTexts, "title" | "skipToContent"> & {
  nav: Pick<WorkspaceTexts["nav"], "otherLanguage" | "home">;
  signIn: Pick<WorkspaceTexts["signIn"], "title">;
  errors: Pick<WorkspaceTexts["errors"], "signed-out" | "forbidden" | "not-found" | "unexpected">;
};

/**
 * The frame's texts when the layout has no data (its loader failed), in English. A few lines here
 * instead of both dictionaries in the layout's chunk, which every workspace screen loads
 * (`fallback.test.ts` keeps them equal to the dictionary's).
 */
export const fallbackTexts: FrameTexts = {
  title: "Workspace",
  skipToContent: "Skip to content",
  nav: { otherLanguage: "Español", home: "Home" },
  signIn: { title: "Sign in" },
  errors: {
    "signed-out": "Please sign in to continue.",
    forbidden: "Your role does not give access to this screen.",
    "not-found": "There is nothing here.",
    unexpected: "Something went wrong. Please try again.",
  },
};
