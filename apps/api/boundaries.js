// Which part of apps/api/src may import which (docs/architecture.md, "API modules";
// docs/decisions/250-api-modules.md): a domain is used through its index.ts only, its tables
// are its own, domains import each other in one direction, and infrastructure imports no domain.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const src = path.join(import.meta.dirname, "src");

/** Folders below every domain: they serve the domains and import none. */
export const INFRASTRUCTURE = ["http", "db", "mail", "jobs"];

const domainNames = (root) =>
  readdirSync(path.join(root, "domains"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Reads of another domain's tables that remain, each a join on the owner's rows that the owner
 * does not answer yet: reviews (authors' names, the product's rating, "has received it") and
 * search (trigram ranking over the products). The list only shrinks.
 */
export const REMAINING_TABLE_READS = { reviews: ["accounts", "catalog", "orders"], search: ["catalog"] };

/** `import-x/no-restricted-paths` zones for the API's source files, one per domain on disk. */
export function apiBoundaryZones(root = src) {
  const domains = domainNames(root);
  const at = (folder) => path.join(root, folder);
  return [
    ...domains.map((domain) => ({
      target: at(`domains/${domain}`),
      from: at("domains"),
      except: [`./${domain}`, ...domains.filter((other) => other !== domain).flatMap((other) => [`./${other}/index.ts`, `./${other}/tables.ts`])],
      message: `Another domain is used through its index.ts only: import "../<domain>/index" and export what you need from there.`,
    })),
    ...domains.map((domain) => ({
      target: at(`domains/${domain}`),
      from: domains
        .filter((other) => other !== domain && !(REMAINING_TABLE_READS[domain] ?? []).includes(other))
        .map((other) => at(`domains/${other}/tables.ts`)),
      message: "Another domain's tables are its own: call a function from its index.ts instead.",
    })),
    {
      target: INFRASTRUCTURE.map(at),
      from: at("domains"),
      message: "Infrastructure (http/, db/, mail/, jobs/) imports no domain: let the domain call it, or compose the two in a workflow or app.ts.",
    },
  ];
}

/** The zones for a domain's tables.ts: its foreign keys may name another domain's tables, and nothing else of it. */
export function apiTableZones(root = src) {
  const domains = domainNames(root);
  const at = (folder) => path.join(root, folder);
  return domains.map((domain) => ({
    target: at(`domains/${domain}/tables.ts`),
    from: at("domains"),
    except: [`./${domain}`, ...domains.filter((other) => other !== domain).map((other) => `./${other}/tables.ts`)],
    message: "A table references only another domain's tables (foreign keys).",
  }));
}

const importSpecifier = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["'](\.[^"']+)["']/g;

/** The domain a file belongs to, or undefined outside domains/. */
function domainOf(root, file) {
  const [top, domain] = path.relative(root, file).split(path.sep);
  return top === "domains" && domain ? domain : undefined;
}

const graphs = new Map();

/** Every import from one domain into another on disk, tests left out: domain -> domain -> the files that import it. */
function domainGraph(root) {
  if (graphs.has(root)) return graphs.get(root);
  const graph = new Map();
  for (const domain of domainNames(root)) {
    const folder = path.join(root, "domains", domain);
    const files = readdirSync(folder, { recursive: true }).filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"));
    for (const name of files) {
      const file = path.join(folder, name);
      for (const [, specifier] of readFileSync(file, "utf8").matchAll(importSpecifier)) {
        const other = domainOf(root, path.resolve(path.dirname(file), specifier));
        if (!other || other === domain) continue;
        if (!graph.has(domain)) graph.set(domain, new Map());
        const edges = graph.get(domain);
        if (!edges.has(other)) edges.set(other, new Set());
        edges.get(other).add(file);
      }
    }
  }
  graphs.set(root, graph);
  return graph;
}

/** The path of domains from `start` back to `goal`, not counting the imports of `file` itself; undefined when there is none. */
function pathBack(graph, start, goal, file) {
  const seen = new Set([start]);
  const queue = [[start]];
  while (queue.length > 0) {
    const trail = queue.shift();
    for (const [next, files] of graph.get(trail.at(-1)) ?? []) {
      if (seen.has(next) || (files.size === 1 && files.has(file))) continue;
      if (next === goal) return [...trail, next];
      seen.add(next);
      queue.push([...trail, next]);
    }
  }
  return undefined;
}

/** `api-boundaries/no-domain-cycle`: an import from one domain into another that already reaches back is refused. */
const noDomainCycle = {
  meta: {
    type: "problem",
    schema: [{ type: "object", properties: { root: { type: "string" } }, additionalProperties: false }],
    messages: {
      cycle: "Domains never import each other in a circle ({{trail}}): move the flow into apps/api/src/workflows/.",
    },
  },
  create(context) {
    const root = context.options[0]?.root ?? src;
    const file = context.filename;
    const domain = domainOf(root, file);
    if (!domain) return {};
    const check = (node) => {
      if (!node.source || !node.source.value.startsWith(".")) return;
      const other = domainOf(root, path.resolve(path.dirname(file), node.source.value));
      if (!other || other === domain) return;
      const trail = pathBack(domainGraph(root), other, domain, file);
      if (trail) context.report({ node, messageId: "cycle", data: { trail: [domain, ...trail].join(" -> ") } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export const apiBoundaries = { rules: { "no-domain-cycle": noDomainCycle } };
