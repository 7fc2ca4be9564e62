// Which folder of apps/web/src may import which (docs/decisions/120-web-feature-boundaries.md):
// app -> features -> components and lib; a feature never imports another feature.
import { readdirSync } from "node:fs";
import path from "node:path";

const src = path.join(import.meta.dirname, "src");

/** `import-x/no-restricted-paths` zones for the web app, one per feature folder on disk. */
export function webBoundaryZones(root = src) {
  const features = readdirSync(path.join(root, "features"), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const at = (folder) => path.join(root, folder);
  return [
    ...features.map((feature) => ({
      target: at(`features/${feature}`),
      from: at("features"),
      except: [`./${feature}`],
      message:
        "A feature never imports another feature: move the shared piece to components/ or lib/, or compose the two in app/.",
    })),
    {
      target: at("features"),
      from: at("app"),
      message: "Features never import the app: the app composes features.",
    },
    {
      target: [at("components"), at("lib")],
      from: [at("features"), at("app")],
      message: "components/ and lib/ are shared by every feature: they import no feature and not the app.",
    },
  ];
}
