/**
 * `npm run architecture`: the figures of the code's shape (issue 36), from the code's own imports.
 *
 * - imports against the declared order (.dependency-cruiser.cjs, decision 0080), in runtime code and in tests;
 * - circles: modules that import each other through any number of steps, and folders that reach each
 *   other through imports;
 * - pairs of folders that import each other (a folder: each first-level folder of app/, and db/,
 *   server/, scripts/, tests/);
 * - runtime lines (not tests, not test helpers) per folder;
 * - functions over 100 lines, casts (`as unknown as`, `as never`) outside tests;
 * - what knip finds unused: files, dependencies, exports and exported types (baseline or not);
 * - the README's lines.
 *
 *   npm run architecture
 *   npm run architecture -- --list      # also every import against the order, long function, cast, pair
 *
 * It runs dependency-cruiser and knip as lint does, but counts every finding, the recorded
 * baselines included (.dependency-cruiser-known-violations.json, knip.jsonc's ignoreIssues).
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import ts from "typescript";

const { values } = parseArgs({ options: { list: { type: "boolean", default: false } } });
const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)tests\//.test(file) || /(^|\/)testing(\.server)?\.ts$|\/testing\//.test(file);

/** The folder a file is counted in: `app/<first level>`, or the top-level folder; app's own files are `app`. */
function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "app") return parts.length > 2 ? `app/${parts[1]}` : "app";
  return parts[0] ?? file;
}

type Cruised = {
  modules: { source: string; dependencies: { resolved: string; coreModule: boolean; couldNotResolve: boolean }[] }[];
  summary: { violations: { from: string; to: string; rule: { name: string }; cycle?: { name: string }[] }[] };
};

function cruise(): Cruised {
  const output = execFileSync(
    bin("depcruise"),
    ["app", "db", "server", "scripts", "tests", "--config", ".dependency-cruiser.cjs", "--output-type", "json"],
    { cwd: root, maxBuffer: 1 << 28, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  return JSON.parse(output) as Cruised;
}

type KnipIssue = { file: string } & Record<string, unknown>;

/** knip's findings with its configuration less the recorded baseline (ignoreIssues). */
function knip(): Record<string, { file: string; name: string }[]> {
  const text = readFileSync(path.join(root, "knip.jsonc"), "utf8");
  // Comments are whole lines in knip.jsonc.
  const config = JSON.parse(text.replace(/^\s*\/\/.*$/gm, "")) as Record<string, unknown>;
  delete config.ignoreIssues;
  const file = path.join(root, ".knip-figures.json");
  writeFileSync(file, JSON.stringify(config));
  let output: string;
  try {
    output = execFileSync(bin("knip"), ["--config", file, "--reporter", "json", "--no-exit-code"], {
      cwd: root,
      maxBuffer: 1 << 26,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
  } finally {
    rmSync(file, { force: true });
  }
  const found: Record<string, { file: string; name: string }[]> = {};
  for (const issue of (JSON.parse(output) as { issues: KnipIssue[] }).issues) {
    for (const [kind, list] of Object.entries(issue)) {
      if (!Array.isArray(list)) continue;
      const kindFound = found[kind] ?? [];
      found[kind] = kindFound;
      for (const item of list as { name: string }[]) kindFound.push({ file: issue.file, name: item.name });
    }
  }
  return found;
}

/** The tracked source files (what git has, so a checkout's generated files are left out). */
function sources(): string[] {
  return execFileSync("git", ["ls-files", "app", "db", "server", "scripts", "tests"], { cwd: root, encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith(".d.ts"));
}

type LongFunction = { file: string; name: string; lines: number; markup: number };

/**
 * The components over 100 lines kept whole because they are mostly markup (issue 36: "no function
 * over 100 lines except components that are mostly markup, each listed"): each is one screen or
 * form whose lines are its JSX (the share `--list` prints), and splitting it would only scatter
 * one layout over several files. A component not listed here counts as a function to split.
 */
const MARKUP_COMPONENTS: Record<string, string> = {
  "app/bookings/BookingForm.tsx BookingForm": "the Request to book form: its fields, in the order the traveller fills them",
  "app/routes/excursion.tsx ExcursionPage": "an excursion's public page: its sections, in reading order",
  "app/bookings/workspace/departure-list.tsx DepartureList": "the guide's list of a departure: its details and its table of participants",
  "app/routes/booking-page.tsx Participant": "one participant's form on the booking page",
  "app/bookings/workspace/request.tsx RequestPage": "a request's workspace screen: its panels, in order",
  "app/catalogue/workspace/catalogue-entry.tsx CatalogueEntry": "the catalogue entry's editor: its fields",
  "app/business/workspace/business.tsx Business": "the business's details form",
  "app/catalogue/workspace/catalogue.tsx AddForm": "the form that adds an excursion or a team member",
  "app/bookings/workspace/departures.tsx Departures": "the departures' workspace screen: its list and its forms",
};

/** The share of a function's lines that are JSX. */
function markupShare(node: ts.Node, source: ts.SourceFile): number {
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
  const lines = new Set<number>();
  const visit = (child: ts.Node) => {
    if (ts.isJsxElement(child) || ts.isJsxFragment(child) || ts.isJsxSelfClosingElement(child)) {
      for (let line = lineOf(child.getStart(source)); line <= lineOf(child.getEnd()); line++) lines.add(line);
      return;
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
  return lines.size / (lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1);
}
type Cast = { file: string; line: number; text: string };

/** Functions over 100 lines and casts, in runtime code. */
function shapes(files: string[]): { long: LongFunction[]; casts: Cast[] } {
  const long: LongFunction[] = [];
  const casts: Cast[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(root, file), "utf8");
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
    const visit = (node: ts.Node) => {
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const lines = lineOf(node.getEnd()) - lineOf(node.getStart(source)) + 1;
        if (lines > 100) long.push({ file, name: nameOf(node), lines, markup: markupShare(node, source) });
      }
      if (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) {
        const never = node.type.kind === ts.SyntaxKind.NeverKeyword;
        const inner = ts.isParenthesizedExpression(node.expression) ? node.expression.expression : node.expression;
        const throughUnknown =
          (ts.isAsExpression(inner) || ts.isTypeAssertionExpression(inner)) && inner.type.kind === ts.SyntaxKind.UnknownKeyword;
        if (never || throughUnknown)
          casts.push({ file, line: lineOf(node.getStart(source)), text: node.getText(source).replace(/\s+/g, " ").slice(0, 90) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { long: long.sort((a, b) => b.lines - a.lines), casts };
}

function nameOf(node: ts.SignatureDeclaration): string {
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) return parent.name.getText();
  if (ts.isExportAssignment(parent)) return "default";
  if (ts.isCallExpression(parent)) return `(argument of ${parent.expression.getText().slice(0, 40)})`;
  return "(anonymous)";
}

/** Folders that reach each other through imports: the strongly connected parts of the folders' graph with more than one folder. */
function folderCircles(edges: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const parts: string[][] = [];
  let counter = 0;
  const connect = (folder: string) => {
    index.set(folder, counter);
    low.set(folder, counter++);
    stack.push(folder);
    onStack.add(folder);
    for (const next of edges.get(folder) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(folder, Math.min(low.get(folder)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(folder, Math.min(low.get(folder)!, index.get(next)!));
    }
    if (low.get(folder) === index.get(folder)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== folder);
      if (part.length > 1) parts.push(part.sort());
    }
  };
  for (const folder of edges.keys()) if (!index.has(folder)) connect(folder);
  return parts;
}

const cruised = cruise();
const files = sources();
const runtimeFiles = files.filter((file) => !isTest(file));

const against = cruised.summary.violations.filter((violation) => violation.rule.name === "layers");
const againstRuntime = against.filter((violation) => !isTest(violation.from));
const moduleCircles = new Set(
  cruised.summary.violations
    .filter((violation) => violation.rule.name === "no-circular")
    .map((violation) => [violation.from, ...(violation.cycle ?? []).map((step) => step.name)].sort().join(" ")),
);

/** The folders' graph: which folder imports which (with or without the tests' imports), and how often. */
function folderGraph(withTests: boolean) {
  const edges = new Map<string, Set<string>>();
  const imports = new Map<string, number>();
  for (const module of cruised.modules) {
    if (!/^(app|db|server|scripts|tests)\//.test(module.source) || (!withTests && isTest(module.source))) continue;
    for (const dependency of module.dependencies) {
      if (dependency.coreModule || dependency.couldNotResolve || !/^(app|db|server|scripts|tests)\//.test(dependency.resolved)) continue;
      const from = folderOf(module.source);
      const to = folderOf(dependency.resolved);
      if (from === to) continue;
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
      imports.set(`${from} ${to}`, (imports.get(`${from} ${to}`) ?? 0) + 1);
    }
  }
  const pairs = [...edges]
    .flatMap(([from, tos]) => [...tos].filter((to) => from < to && edges.get(to)?.has(from)).map((to) => [from, to] as const))
    .sort();
  const circles = folderCircles(edges);
  return { imports, pairs, circles, inCircles: circles.reduce((sum, part) => sum + part.length, 0) };
}
const runtimeGraph = folderGraph(false);
const wholeGraph = folderGraph(true);
const folders = new Set(files.map(folderOf));

const linesPerFolder = new Map<string, number>();
for (const file of runtimeFiles) {
  const lines = readFileSync(path.join(root, file), "utf8").split("\n").length;
  linesPerFolder.set(folderOf(file), (linesPerFolder.get(folderOf(file)) ?? 0) + lines);
}
const { long, casts } = shapes(runtimeFiles.filter((file) => !file.startsWith("tests/")));
const unused = knip();
const readmeLines = readFileSync(path.join(root, "README.md"), "utf8").split("\n").length - 1;
const count = (kind: string) => unused[kind]?.length ?? 0;

const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
const row = (label: string, value: string | number) => console.log(`${label.padEnd(48)} ${value}`);
console.log(`Architecture figures at ${commit}\n`);
row(
  "Imports against the declared order",
  `${against.length} (runtime ${againstRuntime.length}, tests ${against.length - againstRuntime.length})`,
);
row("Circles of modules", moduleCircles.size);
row("Folders in circles (runtime imports; with tests')", `${runtimeGraph.inCircles}; ${wholeGraph.inCircles} of ${folders.size}`);
row("Pairs of folders importing each other (idem)", `${runtimeGraph.pairs.length}; ${wholeGraph.pairs.length}`);
const markupKept = long.filter((fn) => MARKUP_COMPONENTS[`${fn.file} ${fn.name}`] !== undefined);
row("Functions over 100 lines (runtime)", `${long.length} (${markupKept.length} components mostly markup, listed)`);
row("Casts `as unknown as` / `as never` (runtime)", casts.length);
row("Unused files", count("files"));
row("Unused dependencies (and unlisted)", count("dependencies") + count("devDependencies") + count("unlisted"));
row("Unused exports (values + types)", `${count("exports") + count("types")} (${count("exports")} + ${count("types")})`);
row("README lines", readmeLines);
row(
  "Runtime lines",
  [...linesPerFolder.values()].reduce((sum, lines) => sum + lines, 0),
);
console.log("\nRuntime lines per folder");
for (const [folder, lines] of [...linesPerFolder].sort((a, b) => b[1] - a[1])) row(`  ${folder}`, lines);

if (values.list) {
  console.log("\nImports against the declared order");
  for (const violation of against) console.log(`  ${violation.from} → ${violation.to}`);
  console.log("\nPairs of folders importing each other (imports each way, runtime; with tests)");
  for (const [a, b] of wholeGraph.pairs) {
    const runtime = `${runtimeGraph.imports.get(`${a} ${b}`) ?? 0}/${runtimeGraph.imports.get(`${b} ${a}`) ?? 0}`;
    console.log(`  ${a} ↔ ${b} (${runtime}; ${wholeGraph.imports.get(`${a} ${b}`)}/${wholeGraph.imports.get(`${b} ${a}`)})`);
  }
  console.log("\nFolders in circles (runtime imports)");
  for (const part of runtimeGraph.circles) console.log(`  ${part.join(", ")}`);
  console.log("\nFunctions over 100 lines");
  for (const fn of long) {
    const kept = MARKUP_COMPONENTS[`${fn.file} ${fn.name}`];
    const markup = fn.file.endsWith(".tsx") ? `, markup ${Math.round(fn.markup * 100)}%` : "";
    console.log(`  ${String(fn.lines).padStart(4)} ${fn.name} (${fn.file}${markup})${kept ? ` kept: ${kept}` : ""}`);
  }
  console.log("\nCasts");
  for (const cast of casts) console.log(`  ${cast.file}:${cast.line} ${cast.text}`);
  console.log("\nUnused (knip)");
  for (const [kind, list] of Object.entries(unused)) for (const item of list) console.log(`  ${kind}: ${item.file} ${item.name}`);
}
