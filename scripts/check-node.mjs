// Every npm script runs on the Node 24 that `npm ci` installs into node_modules/.bin (the `node`
// package); fail loudly if someone runs a script on the machine's older Node directly.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.error(`Node ${process.versions.node} found; this project runs on Node 24. Run it through npm (npm start / npm test) after npm ci.`);
  process.exit(1);
}
