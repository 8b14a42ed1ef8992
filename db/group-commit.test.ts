import { describe, expect, it } from "vitest";
import { groupCommit } from "./group-commit.ts";

/** A commit the test finishes by hand, recording what each call was given. */
function manualCommits<Item>() {
  const calls: { items: Item[]; finish: (error?: Error) => void }[] = [];
  const commit = (items: Item[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ items, finish: (error) => (error ? reject(error) : resolve(items.map((item) => `stored ${String(item)}`))) });
    });
  return { calls, commit };
}

const settled = <T>(promise: Promise<T>) => {
  const state: { value?: T; error?: unknown; done: boolean } = { done: false };
  promise.then(
    (value) => Object.assign(state, { value, done: true }),
    (error: unknown) => Object.assign(state, { error, done: true }),
  );
  return state;
};
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe("groupCommit", () => {
  it("commits the items of one turn together and answers each only once that commit is done", async () => {
    const { calls, commit } = manualCommits<number>();
    const write = groupCommit(commit);
    const answers = [1, 2, 3].map((item) => settled(write(item)));
    await turn();
    expect(calls.map((call) => call.items)).toEqual([[1, 2, 3]]);
    await turn();
    expect(answers.some((answer) => answer.done)).toBe(false);
    calls[0]!.finish();
    await turn();
    expect(answers.map((answer) => answer.value)).toEqual(["stored 1", "stored 2", "stored 3"]);
  });

  it("holds what arrives during a commit, then commits it together in the next one", async () => {
    const { calls, commit } = manualCommits<string>();
    const write = groupCommit(commit);
    const first = settled(write("a"));
    await turn();
    const later = ["b", "c", "d"].map((item) => settled(write(item)));
    await turn();
    await turn();
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await turn();
    await turn();
    expect(first.value).toBe("stored a");
    expect(calls.map((call) => call.items)).toEqual([["a"], ["b", "c", "d"]]);
    expect(later.some((answer) => answer.done)).toBe(false);
    calls[1]!.finish();
    await turn();
    expect(later.map((answer) => answer.value)).toEqual(["stored b", "stored c", "stored d"]);
  });

  it("answers the error to every item of a failed commit, and goes on with the next batch", async () => {
    const { calls, commit } = manualCommits<number>();
    const write = groupCommit(commit);
    const failing = [1, 2].map((item) => settled(write(item)));
    await turn();
    const next = settled(write(3));
    calls[0]!.finish(new Error("disk full"));
    await turn();
    await turn();
    expect(failing.map((answer) => (answer.error as Error | undefined)?.message)).toEqual(["disk full", "disk full"]);
    expect(failing.every((answer) => answer.value === undefined)).toBe(true);
    calls[1]!.finish();
    await turn();
    expect(next.value).toBe("stored 3");
  });

  it("commits at most maxBatch items at once, in the order they came", async () => {
    const { calls, commit } = manualCommits<number>();
    const write = groupCommit(commit, { maxBatch: 2 });
    const answers = [1, 2, 3, 4, 5].map((item) => write(item));
    for (let i = 0; i < 3; i++) {
      await turn();
      await turn();
      calls[i]!.finish();
    }
    expect(await Promise.all(answers)).toHaveLength(5);
    expect(calls.map((call) => call.items)).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("fails every item when a commit gives back the wrong number of results", async () => {
    const write = groupCommit(async (items: number[]) => items.slice(1));
    await expect(Promise.all([write(1), write(2)])).rejects.toThrow(/1 results for 2 items/);
  });
});
