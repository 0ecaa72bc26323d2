/**
 * The shape every service of the local stack handles: a request already read in full, and a
 * response to write. The gateway (server.ts) owns sockets, CORS and routing by prefix.
 */
export type ApiRequest = {
  /** Upper case: GET, POST, … */
  method: string;
  url: URL;
  /** The path after the service prefix: "/profiles" for /rest/v1/profiles, "/token" for /auth/v1/token. */
  path: string;
  /** Lower-case header names; repeated headers joined with ", ". */
  headers: Record<string, string>;
  body: Buffer;
  ip: string;
};

export type ApiResponse = {
  status: number;
  headers?: Record<string, string>;
  /** A stream is written as it comes (an edge function's text/event-stream). */
  body?: string | Buffer | ReadableStream<Uint8Array>;
};

export type Handler = (request: ApiRequest) => Promise<ApiResponse>;

export function json(status: number, value: unknown, headers: Record<string, string> = {}): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(value),
  };
}

/** The bearer token of a request, else its apikey header (what Supabase's gateway forwards). */
export function requestToken(request: Pick<ApiRequest, 'headers'>): string | null {
  const authorization = request.headers['authorization'];
  const bearer = authorization && /^bearer\s+(.+)$/i.exec(authorization)?.[1];
  return bearer || request.headers['apikey'] || null;
}
