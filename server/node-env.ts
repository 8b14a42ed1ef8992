/**
 * Imported first by server/start.ts, before anything loads React: React picks its development or
 * production build from NODE_ENV when it is first imported, and the development build (extra
 * checks and component stacks) renders pages several times slower. The server runs in production
 * unless started with --dev or with NODE_ENV set explicitly.
 */
process.env.NODE_ENV ||= process.argv.includes("--dev") ? "development" : "production";
