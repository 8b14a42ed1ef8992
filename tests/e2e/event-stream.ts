/**
 * Reading a Server-Sent Events stream in a test: until what arrived so far satisfies `predicate`.
 * No clock of its own: a stream that never says it fails at the test's time limit, and what it
 * did say is in `state.text` (a test's `afterEach` can print it).
 */
export async function readUntil(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  state: { text: string },
  predicate: (text: string) => boolean,
): Promise<string> {
  const decoder = new TextDecoder();
  while (!predicate(state.text)) {
    const chunk = await reader.read();
    if (chunk.done) throw new Error(`event stream ended early; got:\n${state.text}`);
    state.text += decoder.decode(chunk.value, { stream: true });
  }
  return state.text;
}
