// The English texts of every screen but the first paint's (those are in shell.ts), SPEC.md's texts character for
// character. Translators: hi/site.ts mirrors this file key for key; keep {{placeholders}} as they are.
const site = {};

export default site;
