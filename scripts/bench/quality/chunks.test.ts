import { describe, expect, it } from "vitest";
import {
  initialModules,
  moduleClosure,
  moduleImports,
  parseManifestScript,
  routeChain,
  samplePath,
  type ClientManifest,
  type ModuleImports,
} from "./chunks.ts";

const manifest: ClientManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/react.js", "/assets/shell.js"] },
    home: { id: "home", parentId: "root", path: "/", module: "/assets/home.js", imports: ["/assets/carousel.js"] },
    "home-lang": { id: "home-lang", parentId: "root", path: ":lang", module: "/assets/home.js" },
    about: { id: "about", parentId: "root", path: ":lang/about", module: "/assets/about.js" },
    contact: {
      id: "contact",
      parentId: "root",
      path: "contact",
      module: "/assets/contact.js",
      clientLoaderModule: "/assets/contact-loader.js",
      clientActionModule: "/assets/contact-action.js",
    },
    "not-found": { id: "not-found", parentId: "root", path: "*", module: "/assets/not-found.js" },
  },
};

/** Fake built files: what each module imports. */
const sources: Record<string, string> = {
  "/assets/entry.js": `import{a as e}from"./react.js";import"./router.js";e();`,
  "/assets/router.js": `export{b as c}from"./react.js";`,
  "/assets/react.js": `export const a=1;`,
  "/assets/root.js": `import*as r from"./react.js";import{s}from"./shell.js";`,
  "/assets/shell.js": `const t=()=>import("./lightbox.js");`,
  "/assets/lightbox.js": `import{x}from"./focus-trap.js";import{a}from"./react.js";`,
  "/assets/focus-trap.js": ``,
  "/assets/home.js": `import{c}from"./carousel.js";`,
  "/assets/carousel.js": `import{a}from"../assets/react.js";`,
  "/assets/about.js": ``,
  "/assets/contact.js": ``,
  "/assets/contact-loader.js": ``,
  "/assets/contact-action.js": `import{v}from"./validate.js";`,
  "/assets/validate.js": ``,
  "/assets/not-found.js": ``,
};
const importsOf = (url: string): ModuleImports => moduleImports(url, sources[url] ?? "");

function pageModules(pathname: string) {
  const chain = routeChain(manifest, pathname);
  const closure = moduleClosure(initialModules(manifest, chain), importsOf);
  return { chain, eager: [...closure.eager].sort(), lazy: [...closure.lazy].sort() };
}

describe("the JavaScript a page loads", () => {
  it("reads the manifest script React Router writes", () => {
    const parsed = parseManifestScript(`window.__reactRouterManifest=${JSON.stringify(manifest)};`);
    expect(parsed.routes.about?.path).toBe(":lang/about");
    expect(() => parseManifestScript("export default {}")).toThrow(/manifest/);
  });

  it("matches a URL to its route chain like the router does", () => {
    expect(routeChain(manifest, "/")).toEqual(["root", "home"]);
    expect(routeChain(manifest, "/es")).toEqual(["root", "home-lang"]);
    expect(routeChain(manifest, "/fr/about")).toEqual(["root", "about"]);
    expect(routeChain(manifest, "/fr/nothing/here")).toEqual(["root", "not-found"]);
  });

  it("counts the entry, the matched routes and everything they import statically", () => {
    expect(pageModules("/").eager).toEqual([
      "/assets/carousel.js",
      "/assets/entry.js",
      "/assets/home.js",
      "/assets/react.js",
      "/assets/root.js",
      "/assets/router.js",
      "/assets/shell.js",
    ]);
    // Another page does not pay for the home page's carousel.
    expect(pageModules("/en/about").eager).not.toContain("/assets/carousel.js");
    expect(pageModules("/en/about").eager).toContain("/assets/about.js");
  });

  it("finds imports the manifest does not list by reading the built files", () => {
    // router.js is only imported by entry.js's code, not listed in the manifest.
    expect(pageModules("/en/about").eager).toContain("/assets/router.js");
  });

  it("keeps modules only reached through import() or a client action apart as lazy", () => {
    const about = pageModules("/en/about");
    expect(about.lazy).toEqual(["/assets/focus-trap.js", "/assets/lightbox.js"]);
    expect(about.eager).not.toContain("/assets/lightbox.js");

    const contact = pageModules("/contact");
    expect(contact.eager).toContain("/assets/contact-loader.js");
    expect(contact.lazy).toEqual(["/assets/contact-action.js", "/assets/focus-trap.js", "/assets/lightbox.js", "/assets/validate.js"]);
  });

  it("reads a dynamic import written as a template literal, as Rolldown writes them", () => {
    const source = 'import{t}from"./framework.js";const L=()=>import(`./BookingForm-x1.js`),M=()=>import("./Comments-x2.js");';
    expect(moduleImports("/assets/excursion.js", source)).toEqual({
      static: ["/assets/framework.js"],
      dynamic: ["/assets/BookingForm-x1.js", "/assets/Comments-x2.js"],
    });
  });

  it("does not count a module as lazy when the page already loads it", () => {
    const modules = moduleClosure({ eager: ["/assets/a.js"] }, (url) =>
      url === "/assets/a.js" ? { static: ["/assets/b.js"], dynamic: ["/assets/b.js"] } : { static: [], dynamic: [] },
    );
    expect(modules).toEqual({ eager: ["/assets/a.js", "/assets/b.js"], lazy: [] });
  });

  it("builds a sample URL for any route pattern", () => {
    expect(samplePath(manifest, "about")).toBe("/x/about");
    expect(samplePath(manifest, "not-found")).toBe("/no/such-page");
    expect(routeChain(manifest, samplePath(manifest, "not-found"))).toEqual(["root", "not-found"]);
    expect(routeChain(manifest, samplePath(manifest, "contact"))).toEqual(["root", "contact"]);
  });
});
