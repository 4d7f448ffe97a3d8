// `npm run admin -- <command>`: first steps on a new installation (issue: Operations console).
const [command] = process.argv.slice(2);
process.stderr.write(`admin: unknown command ${command ?? '(none)'}\n`);
process.exit(2);
