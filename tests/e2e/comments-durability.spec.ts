import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures.ts";
import sharp from "sharp";
import { formTokens, postComment, startServer, type TestServer } from "./comments-server.ts";

/**
 * Durability: the server is killed (SIGKILL, no chance to flush anything) while comments are
 * being posted. After a restart, every comment it had answered with success is there.
 */

let server: TestServer | undefined;
test.afterAll(async () => {
  await server?.dispose();
});

test("every comment acknowledged before a SIGKILL is there after the restart", async () => {
  test.setTimeout(60_000);
  server = await startServer();
  const { url } = server;
  const { formToken } = formTokens(await (await fetch(`${url}/en/escaladarocafrey`)).text());
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#556" } })
    .jpeg()
    .toBuffer();

  const acknowledged: { name: string; id: number }[] = [];
  let sent = 0;
  let killed = false;
  let reached!: () => void;
  const enough = new Promise<void>((resolve) => (reached = resolve));

  async function postOne(index: number) {
    const name = `Durable ${index} ${randomBytes(3).toString("hex")}`;
    const form = new FormData();
    form.set("intent", "comment");
    form.set("name", name);
    form.set("comment", `Comment number ${index}`);
    form.set("form_token", formToken);
    form.set("client_token", randomBytes(18).toString("base64url"));
    if (index % 3 === 0) form.set("photo", new Blob([photo], { type: "image/jpeg" }), "photo.jpg");
    try {
      const { status, body } = await postComment(url, "/en/escaladarocafrey", form);
      if (status === 200 && body?.ok) acknowledged.push({ name, id: body.comment.id });
      if (acknowledged.length >= 20) reached();
    } catch {
      // Killed mid-request: never acknowledged, so it may or may not be there.
    }
  }

  // Four clients post in a loop; the server is killed as soon as 20 posts were acknowledged,
  // while the other clients' posts are on their way.
  const clients = [0, 1, 2, 3].map(async () => {
    while (!killed && sent < 45) await postOne(sent++);
  });
  await Promise.race([enough, Promise.all(clients)]);
  killed = true;
  await server.stop("SIGKILL");
  await Promise.all(clients);
  const unanswered = sent - acknowledged.length;
  console.log(`${acknowledged.length} comments acknowledged before SIGKILL, ${unanswered} posts on their way were cut off`);
  expect(acknowledged.length).toBeGreaterThanOrEqual(20);
  expect(unanswered).toBeGreaterThan(0);

  await server.restart();
  const html = await (await fetch(`${url}/en/escaladarocafrey`)).text();
  for (const { name } of acknowledged) expect(html, name).toContain(name);
  // Nothing is listed twice.
  const listed = [...html.matchAll(/data-comment-id="(\d+)"/g)].map((match) => match[1]);
  expect(new Set(listed).size).toBe(listed.length);
  expect(listed.length).toBeGreaterThanOrEqual(acknowledged.length);
});
