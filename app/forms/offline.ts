import { data } from "react-router";

/**
 * For a form's `clientAction`: the server's answer, or, when the post never reached the server (no
 * connection), the form's own answer saying so, instead of the error page replacing the page. What
 * was typed stays in the form. An error status: React Router then skips reloading the page's data.
 *
 * `keep`, for a form whose page's posts are kept offline (app/offline/policy.ts): hands the form
 * to the service worker (app/offline/keep-form.ts) and gives the answer that says it is kept, or
 * nothing where it could not be kept; the same status (the server was not reached).
 */
export async function answerWhenOffline<T, Answer, Kept = never>(
  request: Request,
  serverAction: () => Promise<T>,
  offline: (form: FormData) => Answer,
  keep?: (form: FormData) => Promise<Kept | undefined>,
) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    const kept = await keep?.(form);
    if (kept !== undefined) return data(kept, { status: 503 });
    console.error("Could not send the form:", error);
    return data(offline(form), { status: 503 });
  }
}
