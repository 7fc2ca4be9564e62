import { createRequire } from "node:module";
import PDFDocument from "pdfkit";

/**
 * The store's PDFs (tax documents, packing slips, shipping labels) drawn with pdfkit in the
 * store's own font: Noto Sans (SIL Open Font License, from the @expo-google-fonts/noto-sans
 * package) has the rupee sign, and nothing is fetched when a document is drawn. The fonts
 * are registered as "regular" and "bold".
 */

const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve("@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf"),
  bold: require.resolve("@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf"),
};

export type Doc = PDFKit.PDFDocument;

export interface PageSetup {
  /** A pdfkit paper name ("A4") or [width, height] in points. */
  size: string | [number, number];
  margin: number;
  title: string;
  /** Who issued it: the store's legal name. */
  author: string;
}

/** Draws a document with `draw` and hands back its bytes. */
export function renderPdf(page: PageSetup, draw: (doc: Doc) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: page.size,
    margin: page.margin,
    info: { Title: page.title, Author: page.author },
  });
  doc.registerFont("regular", FONTS.regular);
  doc.registerFont("bold", FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** "Asia/Kolkata" dates as the store's documents print them: "26 Nov 2026". */
export const documentDate = new Intl.DateTimeFormat("en-IN", {
  day: "2-digit",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
