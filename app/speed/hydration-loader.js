// Inserted by the page's own script (app/hydration.ts): 'strict-dynamic' trusts it and its imports.
window.__hydrate((specifier) => import(specifier));
