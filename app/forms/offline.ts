import { data } from "react-router";

/**
 * For a form's `clientAction`: the server's answer, or, when the post never reached the server (no
 * connection), the form's own answer saying so, instead of the error page replacing the page. What
 * was typed stays in the form. An error status: React Router then skips reloading the page's data.
 */
export async function answerWhenOffline<T, Answer>(request: Request, serverAction: () => Promise<T>, offline: (form: FormData) => Answer) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    console.error("Could not send the form:", error);
    return data(offline(form), { status: 503 });
  }
}
