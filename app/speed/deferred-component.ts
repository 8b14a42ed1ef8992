import { createElement, lazy, type ComponentType } from "react";

const loading = new Set<Promise<unknown>>();

/**
 * A component whose code comes in a chunk of its own, for what a page does not need before a tap
 * (a form below the fold, the live comments). Its chunk is fetched as soon as the module that
 * declares it runs, alongside hydration rather than before it.
 *
 * Render it inside `<Suspense>`: in the browser the boundary keeps the server's HTML (a form still
 * posts as plain HTML) until the code has arrived, then hydrates it where the server left it. The
 * server renders it like any other component: `entry.server.tsx` waits for every such chunk
 * (`deferredComponentsReady`) before rendering, so no boundary is ever streamed in later and the
 * HTML is whole without JavaScript.
 */
export function deferredComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  const ready = load().then((component) => (loaded = component));
  loading.add(ready);
  ready.then(
    () => loading.delete(ready),
    () => loading.delete(ready),
  );
  const Lazy = lazy(() => ready.then((component) => ({ default: component })));
  return function Deferred(props: Props) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  };
}

/** Settles when every deferred component declared so far has its code (the server's renders wait for it). */
export function deferredComponentsReady(): Promise<unknown> {
  return Promise.all(loading);
}
