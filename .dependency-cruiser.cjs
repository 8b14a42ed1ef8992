/**
 * The declared order of the layers (decision 0080), checked by dependency-cruiser in `npm run lint`.
 *
 * A folder (or a file, or a feature's subfolder) may import only what is listed before it, and
 * itself. The list reads from the bottom of the house up: the ground, the toolkit, the features in
 * their order, the pages, the composition root, then what sits on top (the HTTP server, the
 * commands and benchmarks, the end-to-end tests). The reasons for each place are in
 * docs/decisions/0080-the-declared-order-of-layers.md; change the order there and here together.
 *
 * A module belongs to the longest entry its path starts with: `app/bookings/page/` is its own
 * entry, after `app/bookings/`, so the booking page imports the bookings and never the other way.
 */
const order = [
  // The ground: the database, the process (environment, clock, events, limits), languages, fixed facts.
  ["ground", ["db", "app/config", "app/platform", "app/runtime", "app/i18n"]],
  // The toolkit: knows no feature.
  [
    "toolkit",
    [
      "app/images",
      // What every page shares: the site's map (pages, paths), a request's place and context, the shell's data.
      "app/site",
      "app/forms",
      "app/offline",
      "app/security",
      "app/speed",
      "app/mail",
      "app/components",
      "app/seo",
      // The workspace's toolkit: the guard, roles, sessions, history, ActionForm, paths, team members.
      "app/workspace",
    ],
  ],
  // The features, each importing only those before it.
  [
    "features",
    [
      "app/catalogue",
      "app/content",
      "app/catalogue/workspace",
      "app/departures",
      // Something to pay: a reference, an amount, a currency, for whom; it knows no booking.
      "app/payments",
      "app/bookings",
      "app/bookings/page",
      "app/bookings/reminders",
      "app/bookings/reviews",
      // The guide's list of a departure: who is booked on it, what they still owe, their check-ins.
      "app/bookings/guide-list",
      // The bookings' workspace: requests, the departures with the bookings on each, and the payments.
      "app/bookings/workspace",
      "app/comments",
      "app/comments/workspace",
      "app/contact",
      "app/contact/workspace",
      "app/business",
      "app/business/workspace",
      "app/photos",
      "app/photos/workspace",
      "app/analytics",
      "app/dashboard",
      "app/dashboard/workspace",
      "app/backup",
      "app/backup/workspace",
    ],
  ],
  // The pages: the public routes, the workspace's own screens (layout, home, sign-in, team, account, history).
  ["pages", ["app/routes", "app/root.tsx", "app/routes.ts", "app/entry.client.tsx"]],
  // The composition root: the one module that knows every feature, and the site as the server reaches it.
  ["composition root", ["app/composition", "app/entry.server.tsx"]],
  // On top: the HTTP host, the commands and benchmarks, the end-to-end tests.
  ["top", ["server", "scripts", "tests"]],
];

const entries = order.flatMap(([layer, paths]) => paths.map((path) => ({ layer, path })));
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const isFile = (path) => /\.[a-z]+$/.test(path);

/** The modules an entry owns: its path, less the longer entries inside it. */
function own(entry) {
  if (isFile(entry.path)) return `^${literal(entry.path)}$`;
  const inside = entries
    .filter((other) => other.path.startsWith(`${entry.path}/`))
    .map((other) => literal(other.path.slice(entry.path.length + 1)) + (isFile(other.path) ? "$" : "/"));
  return `^${literal(entry.path)}/${inside.length ? `(?!${inside.join("|")})` : ""}`;
}

const layerRules = entries.slice(0, -1).map((entry, index) => ({
  name: "layers",
  comment: `${entry.path} (${entry.layer}) may import only what comes before it in the declared order (.dependency-cruiser.cjs, decision 0080); this import points up`,
  severity: "error",
  from: { path: own(entry) },
  to: {
    path: entries
      .slice(index + 1)
      .map(own)
      .join("|"),
  },
}));

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: "only-stores-reach-the-database",
      comment:
        "Only a feature's store (store.server.ts) imports the database or kysely (decision 0081): a service asks its store, a feature that needs another's data asks that feature's service",
      severity: "error",
      from: {
        path: "^app/",
        pathNot: [
          "(^|/)store\\.server\\.ts$",
          // The composition root opens the database and hands it to each feature's store.
          "^app/composition/",
          // The ground: the events and the changes between instances ride on the database (LISTEN/NOTIFY, group commit).
          "^app/runtime/",
          // A snapshot and a restore copy every table at once: no one table's store.
          "^app/backup/(snapshot|restore|format)\\.server\\.ts$",
          "\\.test\\.tsx?$",
          "(^|/)testing(/|(\\.server)?\\.ts$)",
        ],
      },
      to: { path: ["^db/(?!group-commit\\.ts$)", "(^|/)node_modules/kysely/"] },
    },
    {
      name: "no-circular",
      comment: "Modules that import each other, through any number of steps: one of them knows too much",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|public|reports|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default", "types"] },
  },
};
// The order itself, for the figures (scripts/bench/architecture.ts); not part of dependency-cruiser's configuration.
Object.defineProperty(module.exports, "order", { value: order, enumerable: false });
