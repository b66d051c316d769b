// Part of `npm run lint`: fails when modules of app/, server/ or evals/ import each other in a
// circle (type-only imports included), resolving every specifier with TypeScript's own resolver.
import path from "node:path";
import ts from "typescript";

const config = ts.getParsedCommandLineOfConfigFile(
  "tsconfig.json",
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
    },
  },
);
const modules = new Set(
  config.fileNames.filter(
    (file) =>
      /\/(app|server|evals)\//.test(file) &&
      !file.includes("/+types/") &&
      !/\.test\.tsx?$/.test(file),
  ),
);

const imports = new Map();
for (const file of modules) {
  const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? "", true, true);
  imports.set(
    file,
    importedFiles
      .map(
        ({ fileName }) =>
          ts.resolveModuleName(fileName, file, config.options, ts.sys).resolvedModule,
      )
      .filter((resolved) => resolved && modules.has(resolved.resolvedFileName))
      .map((resolved) => resolved.resolvedFileName),
  );
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
const order = new Map();
const lowest = new Map();
const stack = [];
const cycles = [];
function visit(file) {
  order.set(file, order.size);
  lowest.set(file, order.get(file));
  stack.push(file);
  for (const next of imports.get(file)) {
    if (!order.has(next)) {
      visit(next);
      lowest.set(file, Math.min(lowest.get(file), lowest.get(next)));
    } else if (stack.includes(next)) {
      lowest.set(file, Math.min(lowest.get(file), order.get(next)));
    }
  }
  if (lowest.get(file) !== order.get(file)) return;
  const component = stack.splice(stack.indexOf(file));
  if (component.length > 1 || imports.get(file).includes(file)) cycles.push(component);
}
for (const file of modules) if (!order.has(file)) visit(file);

if (cycles.length > 0) {
  for (const cycle of cycles) {
    console.error(`Import cycle:\n  ${cycle.map((file) => path.relative(".", file)).join("\n  ")}`);
  }
  process.exit(1);
}
console.log(`No import cycles among ${modules.size} modules.`);
