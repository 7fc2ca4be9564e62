import { createHash, createHmac } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SignatureV4 } from "@smithy/signature-v4";

/**
 * A local S3-compatible store for tests (path-style, one region): it checks each request's
 * AWS Signature V4 as S3 does and answers PutObject, GetObject, ListObjectsV2 and
 * DeleteObjects with S3's XML, including its errors (InvalidAccessKeyId,
 * SignatureDoesNotMatch, NoSuchBucket, NoSuchKey). Listing pages hold `pageSize` keys, so
 * callers must follow continuation tokens as with a large real bucket.
 */

type Source = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: Source) =>
  typeof data === "string" ? Buffer.from(data) : ArrayBuffer.isView(data) ? Buffer.from(data.buffer, data.byteOffset, data.byteLength) : Buffer.from(data);

/** SHA-256 and its HMAC for the signer, from node:crypto. */
class Sha256 {
  private hash: ReturnType<typeof createHash> | ReturnType<typeof createHmac>;
  constructor(private readonly secret?: Source) {
    this.hash = this.fresh();
  }
  private fresh() {
    return this.secret === undefined ? createHash("sha256") : createHmac("sha256", bytesOf(this.secret));
  }
  update(data: Source) {
    this.hash.update(bytesOf(data));
  }
  digest() {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset() {
    this.hash = this.fresh();
  }
}

export interface FakeS3Options {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region?: string;
  pageSize?: number;
}

export interface FakeS3 {
  endpoint: string;
  /** Keys with their bytes, as stored. */
  objects: Map<string, Buffer>;
  /** "PUT key" / "DELETE key" in the order they happened. */
  writes: string[];
  /** The next `count` requests get 503 SlowDown, as S3 answers when it is busy. */
  failNext(count: number): void;
  close(): Promise<void>;
}

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function sendXml(res: ServerResponse, status: number, body: string) {
  res.writeHead(status, { "content-type": "application/xml", "x-amz-request-id": createHash("sha1").update(body).digest("hex").slice(0, 16) });
  res.end(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);
}

function sendError(res: ServerResponse, status: number, code: string, message: string, resource: string) {
  sendXml(res, status, `<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message><Resource>${xmlEscape(resource)}</Resource></Error>`);
}

async function bodyOf(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Recomputes the request's signature with the bucket owner's secret, as S3 does. */
async function signatureHolds(req: IncomingMessage, url: URL, options: Required<FakeS3Options>): Promise<"ok" | "InvalidAccessKeyId" | "SignatureDoesNotMatch"> {
  const auth = req.headers.authorization ?? "";
  const match = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!match) return "SignatureDoesNotMatch";
  const [, keyId, , region, signedHeaders, signature] = match;
  if (keyId !== options.accessKeyId) return "InvalidAccessKeyId";
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  const when = /^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/.exec(amzDate);
  if (!when || region !== options.region) return "SignatureDoesNotMatch";
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(";")) headers[name] = String(req.headers[name] ?? "");
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) query[name] = value;
  const signer = new SignatureV4({
    service: "s3",
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.sign(
    { method: req.method ?? "GET", protocol: "http:", hostname: url.hostname, port: Number(url.port), path: url.pathname, query, headers },
    { signingDate: new Date(`${when[1]}-${when[2]}-${when[3]}T${when[4]}:${when[5]}:${when[6]}Z`) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization ?? signed.headers.Authorization))?.[1];
  return expected === signature ? "ok" : "SignatureDoesNotMatch";
}

export async function startFakeS3(given: FakeS3Options): Promise<FakeS3> {
  const options = { region: "ap-south-1", pageSize: 1000, ...given };
  const objects = new Map<string, Buffer>();
  const writes: string[] = [];
  let failing = 0;

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", `http://${req.headers.host}`);
      const body = await bodyOf(req);
      if (failing > 0) {
        failing--;
        return sendError(res, 503, "SlowDown", "Please reduce your request rate.", url.pathname);
      }
      const verdict = await signatureHolds(req, url, options);
      if (verdict === "InvalidAccessKeyId") return sendError(res, 403, verdict, "The AWS Access Key Id you provided does not exist in our records.", url.pathname);
      if (verdict === "SignatureDoesNotMatch")
        return sendError(res, 403, verdict, "The request signature we calculated does not match the signature you provided. Check your key and signing method.", url.pathname);
      const [, bucket = "", ...rest] = url.pathname.split("/");
      const key = rest.map(decodeURIComponent).join("/");
      if (bucket !== options.bucket) return sendError(res, 404, "NoSuchBucket", "The specified bucket does not exist", `/${bucket}`);

      if (req.method === "PUT" && key) {
        objects.set(key, body);
        writes.push(`PUT ${key}`);
        res.writeHead(200, { etag: `"${createHash("md5").update(body).digest("hex")}"` });
        return res.end();
      }
      if (req.method === "GET" && key) {
        const object = objects.get(key);
        if (!object) return sendError(res, 404, "NoSuchKey", "The specified key does not exist.", `/${bucket}/${key}`);
        res.writeHead(200, { "content-type": "application/octet-stream", "content-length": object.length });
        return res.end(object);
      }
      if (req.method === "GET" && url.searchParams.get("list-type") === "2") {
        const prefix = url.searchParams.get("prefix") ?? "";
        const after = url.searchParams.get("continuation-token") ?? "";
        const matching = [...objects.keys()].filter((k) => k.startsWith(prefix) && k > after).sort();
        const page = matching.slice(0, options.pageSize);
        const truncated = matching.length > page.length;
        const contents = page.map((k) => `<Contents><Key>${xmlEscape(k)}</Key><Size>${objects.get(k)!.length}</Size></Contents>`).join("");
        return sendXml(
          res,
          200,
          `<ListBucketResult><Name>${bucket}</Name><Prefix>${xmlEscape(prefix)}</Prefix><KeyCount>${page.length}</KeyCount><MaxKeys>${options.pageSize}</MaxKeys><IsTruncated>${truncated}</IsTruncated>${contents}${truncated ? `<NextContinuationToken>${xmlEscape(page.at(-1)!)}</NextContinuationToken>` : ""}</ListBucketResult>`,
        );
      }
      if (req.method === "POST" && url.searchParams.has("delete")) {
        const keys = [...body.toString("utf8").matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&"));
        for (const k of keys) {
          objects.delete(k);
          writes.push(`DELETE ${k}`);
        }
        return sendXml(res, 200, `<DeleteResult>${keys.map((k) => `<Deleted><Key>${xmlEscape(k)}</Key></Deleted>`).join("")}</DeleteResult>`);
      }
      return sendError(res, 405, "MethodNotAllowed", "The specified method is not allowed against this resource.", url.pathname);
    })().catch((error: unknown) => sendError(res, 500, "InternalError", String(error), req.url ?? ""));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    writes,
    failNext: (count) => {
      failing = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
